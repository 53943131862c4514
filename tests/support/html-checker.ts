// The Nu Html Checker (npm vnu-jar, run by Debian's Java; `npm test` installs it when missing) over
// saved HTML files in ONE process, so the JVM starts once: its errors, one line each, naming the file.
// Node's child_process, since the browser tests run under Node and the others under Bun.
import { spawn } from "node:child_process";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

const VNU_JAR = fileURLToPath(new URL("../../node_modules/vnu-jar/build/dist/vnu.jar", import.meta.url));

// The quick compiler alone and the serial collector take half the CPU time of the JVM's defaults for
// a short run; the quick compiler's deeper stacks need a larger one than vnu's 512 KB minimum.
const JAVA = ["java", "-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-jar", VNU_JAR];

type VnuMessage = { type: string; url: string; message: string; extract?: string; lastLine?: number };

export async function htmlErrors(files: string[]): Promise<string[]> {
  const [command, ...args] = JAVA;
  const vnu = spawn(command!, [...args, "--format", "json", "--errors-only", ...files], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let report = "";
  vnu.stderr.setEncoding("utf8").on("data", (text: string) => (report += text));
  const code = await new Promise<number>((resolve, reject) => {
    vnu.on("error", reject);
    vnu.on("close", (exit) => resolve(exit ?? 1));
  });
  const messages = (JSON.parse(report) as { messages: VnuMessage[] }).messages;
  const errors = messages.map((m) => `${basename(m.url)}:${m.lastLine ?? "?"} ${m.message} [${m.extract ?? ""}]`);
  // vnu exits non-zero on errors; any other failure (a bad option, say) has no errors to show.
  if (code !== 0 && errors.length === 0) throw new Error(`vnu exited with ${code}: ${report}`);
  return errors;
}
