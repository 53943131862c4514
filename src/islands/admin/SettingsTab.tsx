// The Settings tab (docs/product.md#admin-settings): the site's settings read from
// GET /api/admin/settings, in one form. Once saved, the form starts again from what the server
// kept (so it has no unsaved changes), and the next read of the tab asks the server again.
import { useCallback, useState } from "react";
import { settingsAdminTexts as texts } from "../../content/admin";
import { QueryFailed } from "./admin-list";
import { ADMIN_SETTINGS_PATH, type AdminSettings } from "./api-types";
import { invalidate, useApiQuery } from "./query";
import { SettingsForm } from "./settings/SettingsForm";

export default function SettingsTab() {
  const query = useApiQuery<AdminSettings>(ADMIN_SETTINGS_PATH);
  const [saved, setSaved] = useState<{ settings: AdminSettings; count: number } | null>(null);

  const onSaved = useCallback((settings: AdminSettings) => {
    setSaved((previous) => ({ settings, count: (previous?.count ?? 0) + 1 }));
    void invalidate(ADMIN_SETTINGS_PATH);
  }, []);

  const settings = saved?.settings ?? query.data;
  if (settings === undefined) {
    if (query.status === "error") return <QueryFailed query={query} text={texts.loadFailed} />;
    return (
      <p role="status" className="text-muted">
        {texts.loading}
      </p>
    );
  }
  return <SettingsForm key={saved?.count ?? 0} settings={settings} onSaved={onSaved} />;
}
