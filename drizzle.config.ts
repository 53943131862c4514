// drizzle-kit reads this to generate SQL migrations from the schema (`npm run db:generate`).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: "./src/db/schema.ts",
  out: "./migrations",
});
