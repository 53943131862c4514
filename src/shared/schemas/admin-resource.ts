// The admin's resource form (docs/product.md#entities, #validation, #limits), as the dashboard's Resources tab sends it to
// POST /api/admin/resources and PUT /api/admin/resources/:id, and as the API may validate it. It is
// ./resource.ts's schema (one set of rules and the product's messages, never two): title, slug,
// description, category (docs/product.md#limits's list), fileName and fileType (docs/product.md#limits's list) required; fileUrl
// an absolute http(s) URL or a path on this site starting with "/" (an upload is stored under such
// a path); fileSize optional text such as '2.5 MB'; coverImage an http(s) URL, a site path or empty
// (null); published defaulting to false; publishedAt optional and nullable.
import { resourceSchema } from "./resource";

export {
  type ResourceCategory,
  type ResourceFileType,
  resourceCategories,
  resourceFileTypes,
} from "../resource-options";

export const adminResourceSchema = resourceSchema;
