// The shape every language's catalogue of the trust page fills: apart from trust-texts.ts, which
// imports the catalogues, so that they import no module that imports them (no import circle).

/**
 * The Trust this kitchen page's texts, one catalogue per language (texts/<lang>.ts; English is the
 * source). A text may mark `**bold**` (a button or setting as the phone names it), `` `code` ``
 * (a file name) and `{link}` (filled in by the page); everything else is plain text, escaped.
 */
export interface TrustTexts {
  /** The page's heading; its `<title>` is '{title} - Brigade'. */
  title: string;
  intro: string;
  why: readonly string[];
  /** After each phone's steps, when the kitchen has a secure address: `{link}` is that address. */
  openSecure: string;
  /** `screenLock`: Android may ask for one first; `firefox`: Firefox for Android ignores user-installed CAs (issue 35). */
  android: { heading: string; button: string; steps: readonly string[]; screenLock: string; firefox: string };
  /**
   * The profile's name in iOS's list (the steps say to tap it): `{profile}` in the steps.
   * `notVerified`: what iOS shows of a profile the kitchen made itself, and the passcode it asks for.
   */
  iphone: { heading: string; button: string; steps: readonly string[]; notVerified: string };
  /** `download` holds `{link}`, a link reading `downloadLink`. */
  laptop: { heading: string; download: string; downloadLink: string; steps: readonly string[] };
  check: { heading: string; fingerprint: string; note: string };
  /** The operator's own certificate: `text` before the secure address's button. */
  ready: { heading: string; text: string };
  /** Plain HTTP, nothing to install. */
  plain: { heading: string; paragraphs: readonly string[]; note: string };
  back: string;
  /**
   * The page the join QR opens over plain HTTP when the kitchen has HTTPS and HTTP_PORT (issue 35):
   * `checking` while it asks whether the phone trusts the kitchen; `secure.already` holds `{link}`.
   */
  welcome: {
    title: string;
    checking: string;
    now: { heading: string; text: string; button: string };
    secure: { heading: string; text: string; button: string; already: string };
  };
  /** The iOS configuration profile's name and description, as Settings shows them. */
  profile: { name: string; description: string };
}
