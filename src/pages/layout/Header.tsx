// The header is the one island every page carries (menu, scroll state and theme switch).
import { Island } from "../../components/Island";
import SiteHeader from "../../islands/SiteHeader";

export function Header({ currentPath }: { currentPath: string }) {
  return <Island name="SiteHeader" component={SiteHeader} props={{ currentPath }} />;
}
