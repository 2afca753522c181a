import type { TrustTexts } from './shape';

/** The source texts (the Trust this kitchen page as the spec and docs/self-hosting.md name it). */
export const en: TrustTexts = {
  title: 'Trust this kitchen',
  intro: 'Do this once on each phone. Your phone then opens Brigade as a secure page, which lets it:',
  why: ['keep the screen on while you cook, so timers ring on time,', 'reload the cook page even when the Wi-Fi drops,', 'add Brigade to the home screen.'],
  openSecure: "Then open the kitchen's secure address: {link}",
  android: {
    heading: 'Android',
    button: 'Download the kitchen certificate',
    steps: [
      'Tap the button above and let the download finish.',
      'Open **Settings** and search for **CA certificate** (usually Security & privacy > More security settings > Encryption & credentials > Install a certificate).',
      'Choose **CA certificate**, tap **Install anyway**, and pick `brigade-kitchen-ca.crt` from Downloads.',
    ],
    screenLock: "If Android asks you to set a **screen lock** (PIN, pattern or password) first, set one: Android keeps certificates you install only on a locked phone.",
    firefox: "**Firefox for Android** does not use certificates you install: open the kitchen in **Chrome** (or the phone's own browser) instead, or stay on the plain address and cook as you are.",
  },
  iphone: {
    heading: 'iPhone and iPad',
    button: 'Download the kitchen profile',
    steps: [
      'Open this page in **Safari** and tap the button above, then **Allow**.',
      'Open **Settings** > **General** > **VPN & Device Management**, tap **{profile}** and **Install**.',
      'Open **Settings** > **General** > **About** > **Certificate Trust Settings** and turn on the Brigade kitchen CA.',
    ],
    notVerified: "iOS shows the profile as **Not Verified**: the kitchen made its certificate itself, so no company vouches for it. Check the fingerprint below, tap **Install**, and enter your phone's passcode when iOS asks. It only works once the switch under **Certificate Trust Settings** is on.",
  },
  laptop: {
    heading: 'Laptops and tablets',
    download: '{link}, then:',
    downloadLink: 'Download the kitchen certificate',
    steps: [
      '**macOS**: open it in Keychain Access (System keychain), double-click it and set **When using this certificate** to **Always Trust**.',
      '**Windows**: open it, **Install Certificate** > Local Machine > **Trusted Root Certification Authorities**.',
      '**Chrome on Linux or ChromeOS**: Settings > Privacy and security > Security > Manage certificates > Authorities > Import, tick **Trust this certificate for identifying websites**.',
      '**Firefox**: Settings > Privacy & Security > Certificates > View Certificates > Authorities > Import, tick **Trust this CA to identify websites**.',
    ],
  },
  check: {
    heading: "Check it is this kitchen's",
    fingerprint: "The certificate's SHA-256 fingerprint, as your phone shows it:",
    note: "It lets this phone trust this kitchen's server only as far as you trust the person running it. You can remove it in the same settings when you no longer cook here.",
  },
  ready: {
    heading: 'Nothing to install',
    text: 'This kitchen has a certificate your phone already trusts. Open the secure address and join from there:',
  },
  plain: {
    heading: 'This kitchen runs without HTTPS',
    paragraphs: [
      'You can cook as you are: every tap reaches the kitchen, even after a Wi-Fi drop.',
      "Without HTTPS the phone may lock its screen while you cook, and the cook page cannot be reloaded without Wi-Fi. Keep the screen on in the phone's display settings while you cook.",
    ],
    note: 'The host can turn HTTPS on (BRIGADE_TLS=auto); this page then offers the kitchen certificate.',
  },
  back: 'Back to joining a session',
  welcome: {
    title: "Join the kitchen",
    checking: "Checking whether this phone already trusts the kitchen…",
    now: { heading: "Join now", text: "Cook from this page as it is. Every tap reaches the kitchen; the phone may lock its screen, and the page cannot reload without Wi-Fi.", button: "Join now" },
    secure: { heading: "Trust the kitchen first (recommended)", text: "Once per phone: install the kitchen's certificate, then cook at its secure address, which keeps the screen on and works offline.", button: "Trust this kitchen", already: "Already trust it? Open {link}" },
  },
  profile: { name: 'Brigade kitchen', description: "Lets this device open the Brigade kitchen's HTTPS address." },
};
