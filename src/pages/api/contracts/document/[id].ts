import type { APIRoute } from 'astro';
import { recordContractOpened } from '../../../../contracts/server/activity-store.ts';
import { attachment, registerOf } from '../../../../contracts/server/respond.ts';
import { apiError } from '../../../../server/http/api-error.ts';
import { otherMethods } from '../../../../server/http/methods.ts';
import { DOCUMENT_POLICY } from '../../../../server/http/security-headers.ts';
import { serverGraphOf } from '../../../../services/server-graph.ts';

/**
 * GET: a contract's document, read app-only and passed through: shown in the browser, or saved
 * with `?download=1`. Only a document of the active client's register is served, never any other
 * item of its library.
 */
export const GET: APIRoute = async (context) => {
  const register = await registerOf(context);
  if ('refused' in register) return register.refused;
  const { t, config } = context.locals;
  const contract = register.contracts.find((each) => each.id === context.params['id']);
  if (!contract) return apiError(404, 'contractNotFound', t('contracts:details.notFound'));
  let file: Response;
  try {
    file = await fetch(await serverGraphOf(config).downloadUrl(register.client, contract.id));
  } catch {
    return apiError(502, 'libraryFailed', t('contracts:register.failed'));
  }
  if (!file.ok || !file.body) return apiError(502, 'libraryFailed', t('contracts:register.failed'));
  const download = context.url.searchParams.get('download') === '1';
  // Counted for the locker's "Most opened contracts": what people open, not what the server guesses.
  const uid = context.locals.session?.uid;
  if (uid) await recordContractOpened(config, register.client.id, contract.id, uid);
  return new Response(file.body, {
    headers: {
      'content-type': file.headers.get('content-type') ?? 'application/octet-stream',
      'content-disposition': attachment(contract.fileName ?? 'contract', download ? 'attachment' : 'inline'),
      'cache-control': 'private, no-store',
      // A document shown in the browser runs nothing of the portal's origin: its policy is the only one.
      'content-security-policy': DOCUMENT_POLICY,
      'x-content-type-options': 'nosniff',
    },
  });
};

export const ALL = otherMethods({ GET });
