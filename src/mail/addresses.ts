/**
 * Mail addresses as people type them into the portal (a contract's owner and extra recipients):
 * checked as a mail server would take them, kept in one form so "Ada@Example.com" and
 * "ada@example.com" are one recipient, one unsubscribe and one "sent once". Pure.
 */

/** Extra recipients one contract may have besides its owner. */
export const MAX_EXTRA_RECIPIENTS = 10;

/** `local@domain.tld`: no spaces, brackets or commas, a dot in the domain, at most 254 characters. */
const ADDRESS =
  /^[^\s@<>(),;:"[\]\\]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)+$/;

export function isAddress(text: string): boolean {
  return text.length <= 254 && ADDRESS.test(text);
}

/** The one form of an address: trimmed, lower case (mail servers treat the local part alike in practice). */
export function normalAddress(text: string): string {
  return text.trim().toLowerCase();
}

/** The address in a text that is one (`ada@x.test`) or names one (`Ada Admin <ada@x.test>`). */
export function addressIn(text: string | null | undefined): string | undefined {
  if (!text) return undefined;
  const bracketed = /<([^<>]+)>\s*$/.exec(text);
  const candidate = normalAddress(bracketed ? (bracketed[1] ?? '') : text);
  return isAddress(candidate) ? candidate : undefined;
}

/**
 * A list of addresses as typed (commas, semicolons, spaces or new lines between them): the good
 * ones, each once and in the order typed, and the ones that are not addresses.
 */
export function parseAddresses(text: string): { addresses: string[]; invalid: string[] } {
  const addresses: string[] = [];
  const invalid: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    if (part === '') continue;
    const address = normalAddress(part);
    if (!isAddress(address)) invalid.push(part);
    else if (!addresses.includes(address)) addresses.push(address);
  }
  return { addresses, invalid };
}
