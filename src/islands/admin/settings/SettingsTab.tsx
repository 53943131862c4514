// The Settings tab (docs/product.md#admin-settings): the site's settings read from
// GET /api/admin/settings, in one form. Once saved, the form starts again from what the server
// kept (so it has no unsaved changes), the page's header and footer show the firm name it saved,
// and the next read of the tab asks the server again. Under
// the form, the Backups section (docs/product.md#admin-backups) and the CDN section
// (docs/product.md#admin-cdn).
import { useCallback, useState } from "react";
import { showFirmName } from "../../../client/shell";
import { settingsAdminTexts as texts } from "./texts";
import { QueryOutcome } from "../shared/lists/list-layout";
import type { AdminSettings } from "../shared/data/api-types";
import { ADMIN_SETTINGS_PATH } from "../shared/data/paths";
import { invalidate, useApiQuery } from "../shared/data/query";
import { BackupsSection } from "./BackupsSection";
import { CdnSection } from "./CdnSection";
import { SettingsForm } from "./SettingsForm";

export default function SettingsTab() {
  const query = useApiQuery<AdminSettings>(ADMIN_SETTINGS_PATH);
  const [saved, setSaved] = useState<{ settings: AdminSettings; count: number } | null>(null);

  const onSaved = useCallback((settings: AdminSettings) => {
    setSaved((previous) => ({ settings, count: (previous?.count ?? 0) + 1 }));
    void invalidate(ADMIN_SETTINGS_PATH);
    // The page's header and footer were rendered with the old name: they show the new one at once.
    showFirmName(settings.firmName);
  }, []);

  const settings = saved?.settings ?? query.data;
  return (
    <div className="flex flex-col gap-10">
      <QueryOutcome query={query} data={settings} failedText={texts.loadFailed} loadingText={texts.loading}>
        {(settings) => <SettingsForm key={saved?.count ?? 0} settings={settings} onSaved={onSaved} />}
      </QueryOutcome>
      <BackupsSection />
      <CdnSection />
    </div>
  );
}
