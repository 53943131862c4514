// The page for any path no route matches, sent with status 404.
import { notFoundPage as content } from "../content/not-found";
import type { Page } from "./page";

export const notFoundPage: Page = ({ path }) => ({
  status: 404,
  meta: { title: content.meta.title, description: content.meta.description, path, noindex: true },
  body: (
    <section className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{content.heading}</h1>
      <p className="mt-4 max-w-md text-muted">{content.hint}</p>
      <a href={content.homeLink.href} className="btn-primary mt-8">
        {content.homeLink.label}
      </a>
    </section>
  ),
});
