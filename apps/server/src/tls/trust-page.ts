import type { Language } from '@brigade/contracts';
import { createHash, X509Certificate } from 'node:crypto';
import { inline, TRUST_TEXTS } from './trust-texts';

/** What the Trust this kitchen page says: is there a kitchen CA to install, and where is the secure address. */
export interface TrustInfo {
  /** The kitchen CA (BRIGADE_TLS=auto), or null: the operator's own certificate, a proxy, or plain HTTP. */
  caCert: string | null;
  /** The https:// address phones cook at (join page), or null when the kitchen has none. */
  secureUrl: string | null;
}

export const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** German's long setting names (Zertifikatsvertrauenseinstellungen) are hyphenated, or broken, inside a phone's width. */
export const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#2b211b;background:#fbf7f1}
body{margin:0}main{max-width:40rem;margin:0 auto;padding:1rem 1rem 3rem;overflow-wrap:anywhere;-webkit-hyphens:auto;hyphens:auto}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.2rem;margin:0 0 .5rem}
section{background:#fff;border:1px solid #e6dccf;border-radius:.75rem;padding:1rem 1.1rem;margin:1rem 0}
ol{padding-left:1.3rem;margin:.5rem 0}li{margin:.35rem 0}
a{color:#8f3e1c}.button{display:inline-block;background:#b4532a;color:#fff;text-decoration:none;font-weight:600;padding:.65rem 1rem;border-radius:.5rem;margin:.25rem 0}
.button:focus-visible,a:focus-visible{outline:3px solid #1d5fd1;outline-offset:2px}
.muted{color:#6b5d52}code{font-size:.85rem;word-break:break-all;background:#f4efe8;padding:.1rem .25rem;border-radius:.25rem}
.why{margin:.25rem 0 0;padding-left:1.3rem}`;

const list = (items: readonly string[], values: Record<string, string> = {}) => items.map((item) => `\n    <li>${inline(item, values)}</li>`).join('');

/** Where the phone came from: the secure address at the name it used, and the session code it carried. */
export interface PhoneWhere {
  secureOrigin: string | null;
  code: string | null;
}

/** The join page at `origin`, with the session code when there is one. */
export const joinAt = (origin: string, code: string | null) => `${origin.replace(/\/+$/, '')}/join${code ? `?code=${code}` : ''}`;

/** The 'Trust this kitchen' page in `lang`: no login, no script, the same on the HTTPS port and on HTTP_PORT. */
/** The start of the trust and welcome pages, as far as their heading: one document head for both. */
export function pageStart(lang: Language, title: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${inline(title)} - Brigade</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${inline(title)}</h1>`;
}

export function trustPageHtml(info: TrustInfo, lang: Language = 'en', where: PhoneWhere = { secureOrigin: null, code: null }): string {
  const t = TRUST_TEXTS[lang];
  const origin = where.secureOrigin ?? info.secureUrl;
  const secure = origin ? joinAt(origin, where.code) : null;
  const openSecure = secure ? `<p>${inline(t.openSecure, { link: `<a href="${escape(secure)}">${escape(secure)}</a>` })}</p>` : '';
  const body = info.caCert
    ? `
<section aria-labelledby="android">
  <h2 id="android">${inline(t.android.heading)}</h2>
  <p><a class="button" href="/kitchen-ca.crt" download="brigade-kitchen-ca.crt">${inline(t.android.button)}</a></p>
  <ol>${list(t.android.steps)}
  </ol>
  <p class="muted">${inline(t.android.screenLock)}</p>
  <p class="muted">${inline(t.android.firefox)}</p>
  ${openSecure}
</section>
<section aria-labelledby="iphone">
  <h2 id="iphone">${inline(t.iphone.heading)}</h2>
  <p><a class="button" href="/kitchen-ca.mobileconfig">${inline(t.iphone.button)}</a></p>
  <ol>${list(t.iphone.steps, { profile: inline(t.profile.name) })}
  </ol>
  <p class="muted">${inline(t.iphone.notVerified)}</p>
  ${openSecure}
</section>
<section aria-labelledby="laptop">
  <h2 id="laptop">${inline(t.laptop.heading)}</h2>
  <p>${inline(t.laptop.download, { link: `<a href="/kitchen-ca.crt" download="brigade-kitchen-ca.crt">${inline(t.laptop.downloadLink)}</a>` })}</p>
  <ol>${list(t.laptop.steps)}
  </ol>
  ${openSecure}
</section>
<section aria-labelledby="check">
  <h2 id="check">${inline(t.check.heading)}</h2>
  <p class="muted">${inline(t.check.fingerprint)}</p>
  <p><code>${escape(new X509Certificate(info.caCert).fingerprint256)}</code></p>
  <p class="muted">${inline(t.check.note)}</p>
</section>`
    : secure
      ? `
<section aria-labelledby="ready">
  <h2 id="ready">${inline(t.ready.heading)}</h2>
  <p>${inline(t.ready.text)}</p>
  <p><a class="button" href="${escape(secure)}">${escape(secure)}</a></p>
</section>`
      : `
<section aria-labelledby="plain">
  <h2 id="plain">${inline(t.plain.heading)}</h2>
  ${t.plain.paragraphs.map((p) => `<p>${inline(p)}</p>`).join('\n  ')}
  <p class="muted">${inline(t.plain.note)}</p>
</section>`;
  return `${pageStart(lang, t.title)}
<p>${inline(t.intro)}</p>
<ul class="why">${list(t.why)}
</ul>
${body}
<p><a href="${escape(joinAt('', where.code))}">${inline(t.back)}</a></p>
</main>
</body>
</html>
`;
}

/** A stable UUID made from text (the same CA gives the same profile identifiers). */
function uuidOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`.toUpperCase();
}

/** An iOS configuration profile carrying the kitchen CA (a root certificate payload), unsigned; named in `lang`. */
export function mobileConfig(caCert: string, lang: Language = 'en'): string {
  const { profile } = TRUST_TEXTS[lang];
  const x509 = new X509Certificate(caCert);
  const der = x509.raw.toString('base64').replace(/.{64}/g, '$&\n');
  const id = x509.fingerprint256.replace(/:/g, '').toLowerCase().slice(0, 16);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>PayloadCertificateFileName</key>
      <string>brigade-kitchen-ca.cer</string>
      <key>PayloadContent</key>
      <data>
${der}
      </data>
      <key>PayloadDescription</key>
      <string>${escape(profile.description)}</string>
      <key>PayloadDisplayName</key>
      <string>${escape(x509.subject.split('\n').find((l) => l.startsWith('CN='))?.slice(3) ?? 'Brigade kitchen CA')}</string>
      <key>PayloadIdentifier</key>
      <string>local.brigade.kitchen-ca.${id}.root</string>
      <key>PayloadType</key>
      <string>com.apple.security.root</string>
      <key>PayloadUUID</key>
      <string>${uuidOf(`${id}-root`)}</string>
      <key>PayloadVersion</key>
      <integer>1</integer>
    </dict>
  </array>
  <key>PayloadDisplayName</key>
  <string>${escape(profile.name)}</string>
  <key>PayloadIdentifier</key>
  <string>local.brigade.kitchen-ca.${id}</string>
  <key>PayloadRemovalDisallowed</key>
  <false/>
  <key>PayloadType</key>
  <string>Configuration</string>
  <key>PayloadUUID</key>
  <string>${uuidOf(id)}</string>
  <key>PayloadVersion</key>
  <integer>1</integer>
</dict>
</plist>
`;
}
