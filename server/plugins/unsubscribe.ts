import type { FastifyInstance, FastifyReply } from 'fastify';
import { uidOfUnsubscribeToken } from '../auth/unsubscribe-token';
import { setEmailNotification } from '../db/profile.repository';
import type { AppDeps } from '../deps';

/**
 * One-click unsubscribe from notification mail (RFC 8058), at the link of its `List-Unsubscribe`
 * header (mail/unsubscribe-headers.ts). A POST, which a mail client sends with
 * `List-Unsubscribe=One-Click`, turns the member's email notifications off: the Settings switch
 * shows it. A GET changes nothing, since mail scanners open links: it shows a small page with a
 * button that sends that POST. Plain routes, not contract operations: mail clients call them, not
 * the SPA (like `/healthz`, docs/operations.md). Server-drawn HTML without scripts or styles, so
 * the CSP stays as it is.
 */
export async function registerUnsubscribe(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>): Promise<void> {
  await app.register(async (scope) => {
    // The form body of RFC 8058's POST (and of the page's button); read nowhere else.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, String(body)),
    );
    const route = '/mail/unsubscribe/:token';
    scope.get<{ Params: { token: string } }>(route, (request, reply) => {
      if (uidOfUnsubscribeToken(deps.secrets.invitationKey, request.params.token) === null) return page(reply, 404, notFound);
      return page(reply, 200, confirm(deps.config.productName));
    });
    scope.post<{ Params: { token: string } }>(route, async (request, reply) => {
      const uid = uidOfUnsubscribeToken(deps.secrets.invitationKey, request.params.token);
      if (uid === null) return page(reply, 404, notFound);
      await setEmailNotification(deps.db, uid, false);
      return page(reply, 200, done(deps.config.productName));
    });
  });
}

const notFound = { title: 'Link not valid', body: '<p>This unsubscribe link is not valid.</p>' };

const confirm = (product: string) => ({
  title: `Stop ${product} notification emails`,
  body: `<p>Stop getting an email for each new ${escape(product)} notification? You still see them on the portal.</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
});

const done = (product: string) => ({
  title: 'Unsubscribed',
  body: `<p>You will no longer get ${escape(product)} notification emails. You can turn them on again under Settings on the portal.</p>`,
});

function page(reply: FastifyReply, status: number, { title, body }: { title: string; body: string }) {
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
        `<meta name="robots" content="noindex"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1>${body}</body></html>`,
    );
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
