// Every form's schema in one import, for the browser's forms and the API's validators alike.
export * from "./blog-post";
export * from "./case-study";
export * from "./contact";
export * from "./download";
export * from "./login";
export * from "./resource";
export * from "./testimonial";
export * from "./user";
export * from "./settings";
export * from "./account";
export * from "./invitation";
