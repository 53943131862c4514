import { describe, expect, test } from "bun:test";
import { useId, type ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { Island, defineIslands } from "./Island";

function Field({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} />
    </p>
  );
}

const TestIsland = await defineIslands({ Field: async () => ({ default: Field }) });

async function render(node: ReactNode): Promise<string> {
  const stream = await renderToReadableStream(node);
  await stream.allReady;
  return new Response(stream).text();
}

describe("<Island>", () => {
  test("renders the component inside a marker with its name, props, timing and own id prefix", async () => {
    const html = await render(
      <main>
        <Field label="Outside" />
        <TestIsland name="Field" props={{ label: "First" }} />
        <TestIsland name="Field" props={{ label: "Second" }} when="visible" className="block" />
      </main>,
    );
    const markers = [
      ...html.matchAll(
        /<div data-island="Field" data-props="([^"]*)" data-when="(\w+)" data-id-prefix="([^"]+)" class="([^"]*)"><p><label for="([^"]+)">(\w+)<\/label><input id="([^"]+)"\/><\/p><\/div>/g,
      ),
    ];
    expect(markers.map((m) => [m[1], m[2], m[4], m[6]])).toEqual([
      ["{&quot;label&quot;:&quot;First&quot;}", "idle", "contents", "First"],
      ["{&quot;label&quot;:&quot;Second&quot;}", "visible", "block", "Second"],
    ]);
    const [first, second] = markers.map((m) => ({ prefix: m[3]!, labelFor: m[5]!, inputId: m[7]! }));
    // Each island is a root of its own: its first id is the root's, under its own prefix...
    expect(first!.inputId).toBe(`_${first!.prefix}R_0_`);
    expect(second!.inputId).toBe(`_${second!.prefix}R_0_`);
    expect(first!.labelFor).toBe(first!.inputId);
    // ...and no two islands, nor the page, share one.
    expect(first!.prefix).not.toBe(second!.prefix);
    expect(html.match(/ id="[^"]+"/g)?.length).toBe(3);
    expect(new Set(html.match(/ id="[^"]+"/g)).size).toBe(3);
  });

  test("renders the site's islands by name", async () => {
    const html = await render(<Island name="Avatar" props={{ name: "Dana Whitfield", src: "/uploads/dana.png" }} />);
    expect(html).toContain('data-island="Avatar"');
    expect(html).toContain('src="/uploads/dana.png"');
  });
});

// The compiler (tsc), not bun test, checks these: each island's props are typed from its component,
// and tsc fails if one of the expected errors is not reported. Never called.
export function islandPropTypeChecks() {
  return [
    <Island key="ok" name="Avatar" props={{ name: "Dana", src: "/a.png" }} />,
    // @ts-expect-error Avatar needs its src
    <Island key="missing" name="Avatar" props={{ name: "Dana" }} />,
    // @ts-expect-error no such tab
    <Island key="wrong" name="ServiceTabs" props={{ defaultTab: "no-such-tab" }} />,
    // @ts-expect-error no such island
    <Island key="unknown" name="NoSuchIsland" props={{}} />,
  ];
}
