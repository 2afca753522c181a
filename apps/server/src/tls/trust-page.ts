import { createHash } from 'node:crypto';
import { X509Certificate } from 'node:crypto';

/** What the Trust this kitchen page says: is there a kitchen CA to install, and where is the secure address. */
export interface TrustInfo {
  /** The kitchen CA (BRIGADE_TLS=auto), or null: the operator's own certificate, a proxy, or plain HTTP. */
  caCert: string | null;
  /** The https:// address phones cook at (join page), or null when the kitchen has none. */
  secureUrl: string | null;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#2b211b;background:#fbf7f1}
body{margin:0}main{max-width:40rem;margin:0 auto;padding:1rem 1rem 3rem}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.2rem;margin:0 0 .5rem}
section{background:#fff;border:1px solid #e6dccf;border-radius:.75rem;padding:1rem 1.1rem;margin:1rem 0}
ol{padding-left:1.3rem;margin:.5rem 0}li{margin:.35rem 0}
a{color:#8f3e1c}.button{display:inline-block;background:#b4532a;color:#fff;text-decoration:none;font-weight:600;padding:.65rem 1rem;border-radius:.5rem;margin:.25rem 0}
.button:focus-visible,a:focus-visible{outline:3px solid #1d5fd1;outline-offset:2px}
.muted{color:#6b5d52}code{font-size:.85rem;word-break:break-all;background:#f4efe8;padding:.1rem .25rem;border-radius:.25rem}
.why{margin:.25rem 0 0;padding-left:1.3rem}`;

/** The 'Trust this kitchen' page: no login, no script, the same on the HTTPS port and on HTTP_PORT. */
export function trustPageHtml(info: TrustInfo): string {
  const secure = info.secureUrl ? `${info.secureUrl.replace(/\/+$/, '')}/join` : null;
  const openSecure = secure
    ? `<p>Then open the kitchen's secure address: <a href="${escape(secure)}">${escape(secure)}</a></p>`
    : '';
  const body = info.caCert
    ? `
<section aria-labelledby="android">
  <h2 id="android">Android</h2>
  <p><a class="button" href="/kitchen-ca.crt" download="brigade-kitchen-ca.crt">Download the kitchen certificate</a></p>
  <ol>
    <li>Tap the button above and let the download finish.</li>
    <li>Open <strong>Settings</strong> and search for <strong>CA certificate</strong> (usually Security &amp; privacy &gt; More security settings &gt; Encryption &amp; credentials &gt; Install a certificate).</li>
    <li>Choose <strong>CA certificate</strong>, tap <strong>Install anyway</strong>, and pick <code>brigade-kitchen-ca.crt</code> from Downloads.</li>
  </ol>
  ${openSecure}
</section>
<section aria-labelledby="iphone">
  <h2 id="iphone">iPhone and iPad</h2>
  <p><a class="button" href="/kitchen-ca.mobileconfig">Download the kitchen profile</a></p>
  <ol>
    <li>Open this page in <strong>Safari</strong> and tap the button above, then <strong>Allow</strong>.</li>
    <li>Open <strong>Settings</strong> &gt; <strong>General</strong> &gt; <strong>VPN &amp; Device Management</strong>, tap <strong>Brigade kitchen</strong> and <strong>Install</strong>.</li>
    <li>Open <strong>Settings</strong> &gt; <strong>General</strong> &gt; <strong>About</strong> &gt; <strong>Certificate Trust Settings</strong> and turn on the Brigade kitchen CA.</li>
  </ol>
  ${openSecure}
</section>
<section aria-labelledby="laptop">
  <h2 id="laptop">Laptops and tablets</h2>
  <p><a href="/kitchen-ca.crt" download="brigade-kitchen-ca.crt">Download the kitchen certificate</a>, then:</p>
  <ol>
    <li><strong>macOS</strong>: open it in Keychain Access (System keychain), double-click it and set <strong>When using this certificate</strong> to <strong>Always Trust</strong>.</li>
    <li><strong>Windows</strong>: open it, <strong>Install Certificate</strong> &gt; Local Machine &gt; <strong>Trusted Root Certification Authorities</strong>.</li>
    <li><strong>Chrome on Linux or ChromeOS</strong>: Settings &gt; Privacy and security &gt; Security &gt; Manage certificates &gt; Authorities &gt; Import, tick <strong>Trust this certificate for identifying websites</strong>.</li>
    <li><strong>Firefox</strong>: Settings &gt; Privacy &amp; Security &gt; Certificates &gt; View Certificates &gt; Authorities &gt; Import, tick <strong>Trust this CA to identify websites</strong>.</li>
  </ol>
  ${openSecure}
</section>
<section aria-labelledby="check">
  <h2 id="check">Check it is this kitchen's</h2>
  <p class="muted">The certificate's SHA-256 fingerprint, as your phone shows it:</p>
  <p><code>${escape(new X509Certificate(info.caCert).fingerprint256)}</code></p>
  <p class="muted">It lets this phone trust this kitchen's server only as far as you trust the person running it. You can remove it in the same settings when you no longer cook here.</p>
</section>`
    : secure
      ? `
<section aria-labelledby="ready">
  <h2 id="ready">Nothing to install</h2>
  <p>This kitchen has a certificate your phone already trusts. Open the secure address and join from there:</p>
  <p><a class="button" href="${escape(secure)}">${escape(secure)}</a></p>
</section>`
      : `
<section aria-labelledby="plain">
  <h2 id="plain">This kitchen runs without HTTPS</h2>
  <p>You can cook as you are: every tap reaches the kitchen, even after a Wi-Fi drop.</p>
  <p>Without HTTPS the phone may lock its screen while you cook, and the cook page cannot be reloaded without Wi-Fi. Keep the screen on in the phone's display settings while you cook.</p>
  <p class="muted">The host can turn HTTPS on (BRIGADE_TLS=auto); this page then offers the kitchen certificate.</p>
</section>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Trust this kitchen - Brigade</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Trust this kitchen</h1>
<p>Do this once on each phone. Your phone then opens Brigade as a secure page, which lets it:</p>
<ul class="why">
  <li>keep the screen on while you cook, so timers ring on time,</li>
  <li>reload the cook page even when the Wi-Fi drops,</li>
  <li>add Brigade to the home screen.</li>
</ul>
${body}
<p><a href="/join">Back to joining a session</a></p>
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

/** An iOS configuration profile carrying the kitchen CA (a root certificate payload), unsigned. */
export function mobileConfig(caCert: string): string {
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
      <string>Lets this device open the Brigade kitchen's HTTPS address.</string>
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
  <string>Brigade kitchen</string>
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
