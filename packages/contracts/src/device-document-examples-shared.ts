// What the examples of the documents endpoint share: who sends them and the shapes of their answers.

/** Authorization of each device of the examples; `<…>` stands for the token the device holds. */
export const sentBy = {
  pos01: { Authorization: 'Bearer <POS01の端末トークン>' },
  pos02: { Authorization: 'Bearer <POS02の端末トークン>' },
  web01: { Authorization: 'Bearer <WEB01の端末トークン>' },
} as const;

/** The clientIds of the documents other examples name (UUIDv7 made by the device at the time). */
export const ids = {
  pos01Shift: '01a211b8-07b8-7452-85ba-14a656583a78',
  sale: '01a2122a-9bc0-7e79-81df-dc7307ec1f27',
  keyedSale: '01a2122f-1448-76aa-a4a2-6dd2b2e97fbe',
  drop: '01a21241-5040-7ef6-9faf-64e03d44cd6d',
  pos02Shift: '01a211ee-ea80-7f82-a18f-c7e5c08c867b',
  pos02Sale: '01a21214-dd58-77d8-b38b-186f58581805',
  refundOfPos02: '01a21268-6040-7ea2-84b0-44559ca3d745',
  close: '01a2132a-ecf0-7ef7-8176-a5a0d3643f3d',
  hold: '01a21295-b5b8-7f86-940e-288e0f507d82',
  hold2: '01a212a1-7970-7e69-a59b-23550d3bd8d4',
} as const;

/** A result with nothing but the document's own keys: a shift, a cash movement, an admission. */
export const resultOf = (doc: { clientId: string; kind: string }, fields: Record<string, unknown> = {}) => ({
  clientId: doc.clientId,
  kind: doc.kind,
  transactionId: null,
  transactionNo: null,
  transactionKind: null,
  status: null,
  total: null,
  tax: null,
  change: null,
  exceptions: [],
  ...fields,
});

const ISSUER = { issuerName: '株式会社シネマライン', registrationNo: 'T1234567890123', roundingMode: 'ROUND_DOWN' };

/** A receipt: lines as [name, quantity, unit price, rate], taxes as [rate, taxable, tax]. */
export const receipt = (lines: [string, number, number, number][], taxes: [number, number, number][]) => ({
  ...ISSUER,
  taxes: taxes.map(([rate, taxable, tax]) => ({ rate, taxable, tax })),
  lines: lines.map(([name, quantity, unitPrice, taxRate], i) => ({
    lineNo: i + 1,
    name,
    quantity,
    unitPrice,
    amount: quantity * unitPrice,
    taxRate,
    reducedRate: taxRate === 0.08,
  })),
});

export const ticket = (seatKey: string, ticketId = 1, unitPrice = 2000) => ({
  type: 'ticket',
  screeningId: 812,
  seatKey,
  ticketId,
  unitPrice,
});
