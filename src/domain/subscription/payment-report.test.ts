import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  csvCell,
  formatInstantBR,
  paymentReportCsv,
  paymentReportFileName,
  paymentReportPage,
  resolveReportRange,
  toCsv,
  type CsvPaymentRow,
} from './payment-report';
import type { PaymentReportRow } from './types';

// The superusers' payment report (docs/payments.md, "Payment report and CSV"): the file a
// superuser opens in a pt-BR spreadsheet and the day range of its filter. Expected texts are
// written by hand from that page's rules.

const BOM = '\uFEFF';
const HEADER =
  'ID;Data;Conta;Usuário principal;E-mail;Produto;Tipo;Forma de pagamento;Status;Valor (R$);Valor (centavos);Cartão;Motivo da recusa;Referência;Pago em\r\n';

describe('a CSV cell', () => {
  it.each([
    ['plain text as is', 'Plano Ouro', 'Plano Ouro'],
    ['a separator encloses the cell in quotes', 'a;b', '"a;b"'],
    ['quotes are doubled inside quotes', 'diz "oi"', '"diz ""oi"""'],
    ['a line feed is enclosed', 'linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['a carriage return in the middle is enclosed', 'a\rb', '"a\rb"'],
    ['a comma needs no quotes (the separator is ;)', '1,5', '1,5'],
    ['= starts a formula: an apostrophe makes it text', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+ starts a formula', '+55 11 9999', "'+55 11 9999"],
    ['- starts a formula', '-2+3', "'-2+3"],
    ['@ starts a formula', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab starts a formula', '\tx', "'\tx"],
    ['a leading CR starts a formula (and is enclosed)', '\rx', `"'\rx"`],
    ['a sign later in the text is harmless', 'a=b-c', 'a=b-c'],
    ['empty text stays empty', '', ''],
  ])('%s', (_case, value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('writes numbers as numbers, a negative one without the apostrophe', () => {
    expect(csvCell(1234)).toBe('1234');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0)).toBe('0');
  });

  it('leaves null, undefined and non-finite numbers empty', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('the CSV file', () => {
  it('starts with the BOM, separates with ; and ends every line in CRLF', () => {
    expect(toCsv(['A', 'B'], [['x', 1], [null, 'y;z']])).toBe(`${BOM}A;B\r\nx;1\r\n;"y;z"\r\n`);
  });

  it('with no row is the header alone', () => {
    expect(toCsv(['A'], [])).toBe(`${BOM}A\r\n`);
  });
});

describe('amounts as pt-BR decimals', () => {
  it.each([
    [123_456, '1234,56'],
    [5, '0,05'],
    [50, '0,50'],
    [100, '1,00'],
    [0, '0,00'],
    [-5, '-0,05'],
    [-123_456, '-1234,56'],
  ])('%i cents → %s', (cents, text) => {
    expect(centsToDecimal(cents)).toBe(text);
  });
});

describe('instants in Brasília', () => {
  it('writes the day and time of São Paulo (UTC−3), past midnight UTC still the day before', () => {
    expect(formatInstantBR(new Date('2025-03-11T02:30:00Z'))).toBe('10/03/2025 23:30');
    expect(formatInstantBR(new Date('2026-01-05T12:07:00Z'))).toBe('05/01/2026 09:07');
    expect(formatInstantBR(new Date('2026-01-05T03:00:00Z'))).toBe('05/01/2026 00:00');
  });
});

describe('the report file', () => {
  const approved: CsvPaymentRow = {
    id: 42,
    createdAt: new Date('2026-11-16T15:00:00Z'),
    accountId: 7,
    principalUsername: 'corretor',
    principalEmail: 'corretor@cotador.local',
    productName: 'Plano Ouro',
    kind: 'renewal',
    method: 'credit_card',
    status: 'approved',
    amountCents: 19_990,
    cardLabel: 'Visa final 3220',
    failureMessage: null,
    providerReference: 'ch_123',
    paidAt: new Date('2026-11-16T15:01:00Z'),
  };

  it('writes one line per charge with the labels a superuser reads', () => {
    expect(paymentReportCsv([approved])).toBe(
      `${BOM}${HEADER}42;16/11/2026 12:00;7;corretor;corretor@cotador.local;Plano Ouro;Renovação;Cartão de crédito;Aprovado;199,90;19990;Visa final 3220;;ch_123;16/11/2026 12:01\r\n`,
    );
  });

  it.each([
    ['subscription', 'pix', 'pending', 'Assinatura;PIX;Pendente'],
    ['upgrade', 'boleto', 'declined', 'Troca de plano;Boleto;Recusado'],
    ['reactivation', 'credit_card', 'refunded', 'Reativação;Cartão de crédito;Estornado'],
  ] as const)('names a %s by %s %s in Portuguese', (kind, method, status, words) => {
    const csv = paymentReportCsv([{ ...approved, kind, method, status, paidAt: null }]);
    expect(csv).toContain(`;Plano Ouro;${words};199,90;`);
  });

  it('leaves unknown people and an unpaid charge empty, and neutralises a hostile reason', () => {
    const declined: CsvPaymentRow = {
      ...approved,
      id: 43,
      principalUsername: null,
      principalEmail: null,
      status: 'declined',
      cardLabel: null,
      failureMessage: '=cmd|"/c calc"!A1',
      paidAt: null,
    };
    expect(paymentReportCsv([declined, approved]).split('\r\n')).toEqual([
      `${BOM}${HEADER.slice(0, -2)}`,
      `43;16/11/2026 12:00;7;;;Plano Ouro;Renovação;Cartão de crédito;Recusado;199,90;19990;;"'=cmd|""/c calc""!A1";ch_123;`,
      '42;16/11/2026 12:00;7;corretor;corretor@cotador.local;Plano Ouro;Renovação;Cartão de crédito;Aprovado;199,90;19990;Visa final 3220;;ch_123;16/11/2026 12:01',
      '',
    ]);
  });

  it('is named after its days', () => {
    expect(paymentReportFileName({ from: '2026-11-01', to: '2026-11-30' })).toBe('pagamentos-2026-11-01-a-2026-11-30.csv');
  });
});

describe('the report filter', () => {
  const invalid = 'Data inválida. Use AAAA-MM-DD.';

  it('defaults to the whole month of today', () => {
    expect(resolveReportRange({}, '2026-11-16')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(resolveReportRange({ from: '', to: '   ' }, '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('ends February on the 28th or, in a leap year, the 29th', () => {
    expect(resolveReportRange({}, '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(resolveReportRange({}, '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('keeps the days given (trimmed), and a single day', () => {
    expect(resolveReportRange({ from: ' 2026-01-15 ', to: '2026-03-02' }, '2026-11-16')).toEqual({ from: '2026-01-15', to: '2026-03-02' });
    expect(resolveReportRange({ from: '2026-05-05', to: '2026-05-05' }, '2026-11-16')).toEqual({ from: '2026-05-05', to: '2026-05-05' });
    expect(resolveReportRange({ from: '2026-10-20' }, '2026-11-16')).toEqual({ from: '2026-10-20', to: '2026-11-30' });
    expect(resolveReportRange({ to: '2026-11-10' }, '2026-11-16')).toEqual({ from: '2026-11-01', to: '2026-11-10' });
  });

  it('accepts the years 1900 and 9000, the first and last it allows', () => {
    expect(resolveReportRange({ from: '1900-01-01', to: '9000-12-31' }, '2026-11-16')).toEqual({ from: '1900-01-01', to: '9000-12-31' });
  });

  it.each([
    [{ from: '2026-02-30' }, { from: [invalid] }],
    [{ to: '16/11/2026' }, { to: [invalid] }],
    [{ from: '1899-12-31' }, { from: [invalid] }],
    [{ to: '9001-01-01' }, { to: [invalid] }],
    [{ from: 'ontem', to: 'hoje' }, { from: [invalid], to: [invalid] }],
  ])('refuses %j with the field message', (query, errors) => {
    expect(resolveReportRange(query, '2026-11-16')).toEqual({ errors });
  });

  it('refuses an end before the start, under the end', () => {
    expect(resolveReportRange({ from: '2026-11-10', to: '2026-11-09' }, '2026-11-16')).toEqual({
      errors: { to: ['A data final deve ser igual ou posterior à data inicial.'] },
    });
  });
});

describe('a page of the report', () => {
  const row = (id: number, status: PaymentReportRow['status'], productId: number, amountCents: number): PaymentReportRow => ({
    id,
    accountId: 2,
    principalUsername: 'corretor',
    principalEmail: 'corretor@cotador.local',
    amountCents,
    method: 'credit_card',
    status,
    kind: 'renewal',
    productId,
    productName: productId === 1 ? 'Individual' : 'Equipe 5',
    cardLabel: 'Visa final 4242',
    failureMessage: null,
    providerReference: `sbx_${id}`,
    createdAt: '2026-11-02T13:00:00.000Z',
    paidAt: null,
  });

  it('totals every row of the filter: approved sum, the four statuses even at zero, each product by id', () => {
    const rows = [row(4, 'approved', 3, 32990), row(3, 'declined', 3, 32990), row(2, 'approved', 1, 8990), row(1, 'pending', 1, 8990)];
    const report = paymentReportPage(rows, 1);
    expect(report?.totals).toEqual({
      approvedCents: 41980,
      byStatus: [
        { status: 'approved', count: 2, amountCents: 41980 },
        { status: 'pending', count: 1, amountCents: 8990 },
        { status: 'declined', count: 1, amountCents: 32990 },
        { status: 'refunded', count: 0, amountCents: 0 },
      ],
      byProduct: [
        { productId: 1, productName: 'Individual', count: 2, approvedCents: 8990 },
        { productId: 3, productName: 'Equipe 5', count: 2, approvedCents: 32990 },
      ],
    });
    expect(report).toMatchObject({ count: 4, page: 1, hasNext: false, hasPrevious: false });
    expect(report?.rows.map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });

  it('pages by 50 rows and refuses a page past the last; no rows is one empty page', () => {
    const rows = Array.from({ length: 51 }, (_, i) => row(51 - i, 'approved', 1, 100));
    expect(paymentReportPage(rows, 1)).toMatchObject({ count: 51, hasNext: true, hasPrevious: false });
    expect(paymentReportPage(rows, 2)?.rows.map((r) => r.id)).toEqual([1]);
    expect(paymentReportPage(rows, 2)?.totals.approvedCents).toBe(5100);
    expect(paymentReportPage(rows, 3)).toBeNull();
    expect(paymentReportPage([], 1)).toMatchObject({ count: 0, rows: [], hasNext: false });
    expect(paymentReportPage([], 2)).toBeNull();
  });
});
