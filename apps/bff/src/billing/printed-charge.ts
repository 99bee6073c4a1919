import { escapeText } from '@lectern/deck-format';
import { ddMmYyyy, dollarsFromCents } from '@lectern/domain';

/** What a printed invoice or receipt is: a bill for a charge, or the proof that it was paid (spec/002 §7). */
export type PrintedKind = 'invoice' | 'receipt';

/** A charge the provider took, as the printed page shows it (amounts in cents). */
export interface PrintedCharge {
  id: string;
  amount: number;
  amountRefunded: number;
  paid: boolean;
  created: Date;
  cardLast4: string | null;
}

/** Whom the charge was for: the person, or the team, with the business details the billing page keeps. */
export interface BilledParty {
  name: string;
  email: string;
  address: string;
  vatId: string;
}

export const printedTexts = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  number: 'Number',
  date: 'Date',
  billedTo: 'Billed to',
  vatId: 'VAT ID',
  description: 'Description',
  item: 'Lectern subscription',
  amount: 'Amount',
  total: 'Total',
  paidWith: (last4: string | null) => (last4 ? `Paid by card •••• ${last4}` : 'Paid'),
  unpaid: 'Not paid',
  refunded: 'Refunded',
  howToPrint: 'Print this page, or save it as a PDF, with your browser’s Print command.',
} as const;

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; color: #111; max-width: 44rem; margin: 2.5rem auto; padding: 0 1.5rem; }
  h1 { font-size: 1.75rem; margin: 0 0 1.5rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1.5rem; margin: 0 0 1.5rem; }
  dt { color: #444; }
  dd { margin: 0; white-space: pre-line; }
  table { width: 100%; border-collapse: collapse; margin: 0 0 1.5rem; }
  th, td { text-align: left; padding: .5rem 0; border-bottom: 1px solid #ccc; }
  td:last-child, th:last-child { text-align: right; }
  .note { color: #444; font-size: .875rem; }
  @media print { .note { display: none; } body { margin: 0; } }
`;

const fact = (term: string, value: string) => `<dt>${escapeText(term)}</dt><dd>${escapeText(value)}</dd>`;

/**
 * The printable page of a charge: who issued it and to whom (with their business details), its
 * number (the provider's charge id), its date as DD-MM-YYYY (UTC) and its amount in dollars from
 * cents, and whether and how it was paid (a receipt is only printed for a paid one). Every value is escaped: a business address is the
 * customer's own text.
 */
export function printedChargePage(kind: PrintedKind, charge: PrintedCharge, billedTo: BilledParty, issuer: string) {
  const title = printedTexts[kind];
  const billed = [billedTo.name, billedTo.email, billedTo.address].filter(Boolean).join('\n');
  const rows = [
    `<tr><td>${escapeText(printedTexts.item)}</td><td>${dollarsFromCents(charge.amount)}</td></tr>`,
    ...(charge.amountRefunded > 0
      ? [`<tr><td>${printedTexts.refunded}</td><td>−${dollarsFromCents(charge.amountRefunded)}</td></tr>`]
      : []),
  ];
  const settled = charge.paid ? printedTexts.paidWith(charge.cardLast4) : printedTexts.unpaid;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeText(`${title} ${charge.id}`)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeText(`${issuer} ${title.toLowerCase()}`)}</h1>
<dl>
${fact(printedTexts.number, charge.id)}
${fact(printedTexts.date, ddMmYyyy(charge.created, 'utc'))}
${fact(printedTexts.billedTo, billed)}
${billedTo.vatId ? fact(printedTexts.vatId, billedTo.vatId) : ''}
</dl>
<table>
<thead><tr><th scope="col">${printedTexts.description}</th><th scope="col">${printedTexts.amount}</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
<tfoot><tr><th scope="row">${printedTexts.total}</th><td>${dollarsFromCents(charge.amount - charge.amountRefunded)}</td></tr></tfoot>
</table>
<p>${escapeText(settled)}</p>
<p class="note">${escapeText(printedTexts.howToPrint)}</p>
</main>
</body>
</html>
`;
}
