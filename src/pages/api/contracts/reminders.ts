import type { APIRoute } from 'astro';
import { recordChange } from '../../../audit/server/record.ts';
import { contractLabelOf } from '../../../contracts/contract.ts';
import { setReminderRecipients } from '../../../contracts/server/follow-up.ts';
import { backToContract, postedContract } from '../../../contracts/server/follow-up-form.ts';
import { MAX_EXTRA_RECIPIENTS, parseAddresses } from '../../../mail/addresses.ts';
import { forgetRefusal } from '../../../mail/server/recipients.ts';
import { otherMethods } from '../../../server/http/methods.ts';

/**
 * POST (a form on the contract's details): who is reminded of the contract by email — its owner's
 * address and up to MAX_EXTRA_RECIPIENTS more (decision 126). A list with something that is not an
 * address is refused with what was typed kept; saving an address again forgets that the mail
 * server once refused it.
 */
export const POST: APIRoute = async (context) => {
  const posted = await postedContract(context);
  if ('refused' in posted) return posted.refused;
  const { form, state, client } = posted;
  const ownerText = String(form.get('owner') ?? '').slice(0, 300);
  const recipientsText = String(form.get('recipients') ?? '').slice(0, 4000);
  const owner = parseAddresses(ownerText);
  const extra = parseAddresses(recipientsText);
  const typed = { owner: ownerText, recipients: recipientsText };
  const invalid = [...owner.invalid, ...extra.invalid, ...owner.addresses.slice(1)];
  if (invalid.length > 0)
    return backToContract(state.entry.id, { remindersError: 'invalid', bad: invalid.join(', '), ...typed });
  if (extra.addresses.length > MAX_EXTRA_RECIPIENTS)
    return backToContract(state.entry.id, { remindersError: 'tooMany', ...typed });
  const ownerEmail = owner.addresses[0] ?? null;
  await setReminderRecipients(context.locals.config, client.siteID, state.entry.id, {
    ownerEmail,
    recipients: extra.addresses,
  });
  for (const address of [...owner.addresses, ...extra.addresses]) await forgetRefusal(context.locals.config, address);
  const before = state.entry.followUp;
  await recordChange(context, {
    object: { kind: 'contract', id: state.entry.id, label: contractLabelOf(state.entry) },
    action: 'remindersSet',
    before: { ownerEmail: before?.ownerEmail ?? null, recipients: before?.recipients.join(', ') ?? '' },
    after: { ownerEmail, recipients: extra.addresses.join(', ') },
  });
  return backToContract(state.entry.id, { recipientsSaved: '1' });
};

export const ALL = otherMethods({ POST });
