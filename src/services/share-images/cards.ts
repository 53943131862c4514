// What a page's share image shows (docs/product.md#share-images): a card of the firm's name and the
// page's title on the site's colours, with the cover beside them, or the image an admin chose as the
// share image, filling the frame. The page names its image by the card's version, a hash of all it
// shows, so an edit of the title, the cover or the firm's name gives a new address, which the share
// image route renders once and keeps (./index.ts). Pages and that route build the card with the
// same functions here, so both agree on the version without storing anything.
import { createHash } from "node:crypto";
import { isSitePath } from "../../shared/urls";

/** The size LinkedIn, X and Facebook show a large share image at. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Raised when what the renderer draws changes (the layout, the colours, the font), so that every
 * image already rendered gets a new address and is drawn again.
 */
const RENDERING_REVISION = 1;

export type ShareCardKind = "site" | "post" | "resource" | "case-study";

export type ShareCard = {
  kind: ShareCardKind;
  /** The post's or resource's id; null for the site's own card. */
  id: number | null;
  firmName: string;
  /** The post's or resource's title; the firm's tagline on the site's card. */
  title: string;
  /**
   * A site path ("/uploads/…") of the image to draw: `whole` is the admin's own share image, drawn
   * alone over the whole frame; otherwise the cover, drawn beside the title.
   */
  image: { path: string; whole: boolean } | null;
  /**
   * The admin's share image when it is an outside address: used as it is, since the server fetches
   * nothing from elsewhere to draw it (the admin answers for its size and format).
   */
  outside: string | null;
};

/** The og:image of a page: its address and, for a drawn image, its size. */
export type PageShareImage = { url: string; width: number | null; height: number | null };

type SiteFacts = { firmName: string; tagline: string; seo: { ogImageUrl: string | null } };
type ItemFacts = { id: number; title: string; coverImage: string | null; shareImage: string | null };

/** The share image of a page without one of its own: the settings' image, else the firm's card. */
export function siteShareCard(settings: SiteFacts): ShareCard {
  return {
    kind: "site",
    id: null,
    firmName: settings.firmName,
    title: settings.tagline,
    image: imageOf(settings.seo.ogImageUrl, true),
    outside: outsideAddress(settings.seo.ogImageUrl),
  };
}

/** A post's or resource's share image: its own share image, else its title with its cover. */
export function itemShareCard(kind: Exclude<ShareCardKind, "site">, item: ItemFacts, settings: SiteFacts): ShareCard {
  return {
    kind,
    id: item.id,
    firmName: settings.firmName,
    title: item.title,
    image: imageOf(item.shareImage, true) ?? imageOf(item.coverImage, false),
    outside: outsideAddress(item.shareImage),
  };
}

// Only a file of this site can be drawn: the server fetches nothing from elsewhere to draw it.
const imageOf = (address: string | null, whole: boolean) =>
  address && isSitePath(address) ? { path: address, whole } : null;

const outsideAddress = (address: string | null) => (address && !isSitePath(address) ? address : null);

/** The page's og:image: the card's drawn image on this site, or the admin's outside address. */
export function pageShareImage(card: ShareCard, siteUrl: string): PageShareImage {
  if (card.outside) return { url: card.outside, width: null, height: null };
  return { url: `${siteUrl}${shareImagePath(card)}`, ...SHARE_IMAGE_SIZE };
}

/** A short hash of everything the card shows. */
export function shareCardVersion(card: ShareCard): string {
  const drawn = [RENDERING_REVISION, card.firmName, card.title, card.image?.path ?? null, card.image?.whole ?? null];
  return createHash("sha256").update(JSON.stringify(drawn)).digest("base64url").slice(0, 16);
}

/** "/share/post-3-AbC….png": the kind, the id and the version name the image. */
export function shareImagePath(card: ShareCard): string {
  const subject = card.id === null ? card.kind : `${card.kind}-${card.id}`;
  return `/share/${subject}-${shareCardVersion(card)}.png`;
}

const SHARE_IMAGE_NAME = /^(site|post|resource|case-study)(?:-(\d{1,15}))?-([A-Za-z0-9_-]{16})\.png$/;

/** The parts of a share image's file name; null for a name no card has. */
export function parseShareImageName(name: string): { kind: ShareCardKind; id: number | null; version: string } | null {
  const match = SHARE_IMAGE_NAME.exec(name);
  if (!match) return null;
  const kind = match[1] as ShareCardKind;
  const id = match[2] === undefined ? null : Number(match[2]);
  if ((kind === "site") !== (id === null)) return null;
  return { kind, id, version: match[3]! };
}
