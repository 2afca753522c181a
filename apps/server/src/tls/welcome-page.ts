import type { Language } from '@brigade/contracts';
import { escape, joinAt, pageStart, type PhoneWhere } from './trust-page';
import { inline, TRUST_TEXTS } from './trust-texts';

/** How long the page waits for the secure address to answer before it offers the choice. */
const PROBE_MS = 2_500;

/**
 * The first page a phone opens from the join QR or link when the kitchen serves HTTPS and
 * HTTP_PORT (issue 35), over plain HTTP, so it opens without a certificate warning. A phone that
 * already trusts the kitchen moves on at once: a tiny request to the secure address (which fails
 * when the certificate is not trusted) succeeds and the page goes to the secure join page, at the
 * name the phone used, with the session code. Otherwise it offers joining here over plain HTTP, or
 * trusting the kitchen first and then the secure address. Both links work without script.
 */
export function welcomePageHtml(lang: Language, where: PhoneWhere): string {
  const t = TRUST_TEXTS[lang].welcome;
  const plainJoin = joinAt('', where.code);
  const trust = `/trust${where.code ? `?code=${where.code}` : ''}`;
  const secureJoin = where.secureOrigin ? joinAt(where.secureOrigin, where.code) : null;
  const probe = secureJoin
    ? `<script>
(function () {
  var secure = ${JSON.stringify(secureJoin)};
  var origin = ${JSON.stringify(where.secureOrigin)};
  var box = document.getElementById('choices');
  box.hidden = true;
  var shown = false;
  var show = function () { if (!shown) { shown = true; box.hidden = false; document.getElementById('checking').hidden = true; } };
  var timer = setTimeout(show, ${PROBE_MS});
  fetch(origin + '/healthz', { mode: 'no-cors', cache: 'no-store' }).then(function () {
    clearTimeout(timer);
    location.replace(secure);
  }, function () { clearTimeout(timer); show(); });
})();
</script>`
    : '';
  return `${pageStart(lang, t.title)}
${secureJoin ? `<p id="checking" class="muted" role="status">${inline(t.checking)}</p>` : ''}
<div id="choices">
<section aria-labelledby="now">
  <h2 id="now">${inline(t.now.heading)}</h2>
  <p>${inline(t.now.text)}</p>
  <p><a class="button" href="${escape(plainJoin)}">${inline(t.now.button)}</a></p>
</section>
<section aria-labelledby="secure">
  <h2 id="secure">${inline(t.secure.heading)}</h2>
  <p>${inline(t.secure.text)}</p>
  <p><a class="button" href="${escape(trust)}">${inline(t.secure.button)}</a></p>
  ${secureJoin ? `<p class="muted">${inline(t.secure.already, { link: `<a href="${escape(secureJoin)}">${escape(secureJoin)}</a>` })}</p>` : ''}
</section>
</div>
</main>
${probe}
</body>
</html>
`;
}
