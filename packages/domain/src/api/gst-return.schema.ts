import { z } from 'zod';
import { GSTR1_CSV_SECTIONS } from '../gstr1.js';
import { GST_RETURN_MESSAGES } from './gst-return.messages.js';
import { REPORT_YEARS } from './report.messages.js';
import { schemaMessage } from '../coded-message.js';

export { GST_RETURN_MESSAGES } from './gst-return.messages.js';

/** `?month=YYYY-MM`: a calendar month of shop days. */
export const gstReturnQuerySchema = z.object({
  month: z
    .string({ error: GST_RETURN_MESSAGES.month })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, GST_RETURN_MESSAGES.month)
    .refine(
      (month) => {
        const year = Number(month.slice(0, 4));
        return Number.isNaN(year) || (year >= REPORT_YEARS.first && year <= REPORT_YEARS.last);
      },
      schemaMessage('report.years', 'month'),
    )
    .describe("The return's month, YYYY-MM, its days counted in the shop's time zone"),
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .optional()
    .describe("Whose return: the shop's GSTIN (when left out) or an outlet's own; only the invoices and credit notes of its series"),
});
export type GstReturnQuery = z.infer<typeof gstReturnQuerySchema>;

/** `?month=YYYY-MM&section=b2b|b2cs|hsn|docs`: one of the offline tool's CSV files. */
export const gstReturnCsvQuerySchema = gstReturnQuerySchema.extend({
  section: z
    .enum(GSTR1_CSV_SECTIONS, { error: `section must be one of ${GSTR1_CSV_SECTIONS.join(', ')}` })
    .describe("Which of the offline tool's CSV files: b2b, b2cs, hsn or docs"),
});

const rupees = z.number().describe('Rupees, up to 2 decimals');
const taxes = {
  txval: rupees.describe('Taxable value'),
  iamt: rupees.describe('IGST'),
  camt: rupees.describe('CGST'),
  samt: rupees.describe('SGST'),
  csamt: rupees.describe('Cess (none)'),
};
const igstTaxes = { txval: taxes.txval, iamt: taxes.iamt, csamt: taxes.csamt };

/** `GET /api/admin/reports/gstr1`: the month's GSTR-1 in the layout the GST portal's offline tool imports. */
export const gstr1Schema = z
  .object({
    gstin: z.string().describe("The shop's GSTIN ('' while not set in the settings)"),
    fp: z.string().describe('Filing period, MMYYYY'),
    version: z.string(),
    hash: z.string(),
    b2b: z
      .array(
        z.object({
          ctin: z.string().describe("The buyer's GSTIN"),
          inv: z.array(
            z.object({
              inum: z.string(),
              idt: z.string().describe('DD-MM-YYYY'),
              val: rupees.describe('Invoice value'),
              pos: z.string().describe('Place of supply, a two-digit state code'),
              rchrg: z.literal('N'),
              inv_typ: z.literal('R'),
              itms: z.array(z.object({ num: z.number().int(), itm_det: z.object({ rt: z.number(), ...taxes }) })),
            }),
          ),
        }),
      )
      .describe('Invoices to buyers with a GSTIN, by buyer, each with its items by rate'),
    b2cl: z
      .array(
        z.object({
          pos: z.string().describe('Place of supply, a two-digit state code'),
          inv: z.array(
            z.object({
              inum: z.string(),
              idt: z.string().describe('DD-MM-YYYY'),
              val: rupees.describe('Invoice value'),
              itms: z.array(z.object({ num: z.number().int(), itm_det: z.object({ rt: z.number(), ...igstTaxes }) })),
            }),
          ),
        }),
      )
      .describe('B2C Large: inter-state invoices of more than ₹1,00,000 to consumers, by place of supply'),
    b2cs: z
      .array(z.object({ sply_ty: z.enum(['INTRA', 'INTER']), pos: z.string(), typ: z.literal('OE'), rt: z.number(), ...taxes }))
      .describe('Sales to consumers, summed by place of supply and rate'),
    hsn: z.object({
      data: z.array(
        z.object({
          num: z.number().int(),
          hsn_sc: z.string(),
          desc: z.string(),
          uqc: z.string(),
          qty: z.number(),
          val: rupees,
          rt: z.number(),
          ...taxes,
        }),
      ),
    }),
    cdnr: z
      .array(
        z.object({
          ctin: z.string().describe("The buyer's GSTIN"),
          nt: z.array(
            z.object({
              ntty: z.literal('C'),
              nt_num: z.string().describe("The credit note's number"),
              nt_dt: z.string().describe('DD-MM-YYYY'),
              val: rupees.describe('Note value'),
              pos: z.string(),
              rchrg: z.literal('N'),
              inv_typ: z.literal('R'),
              itms: z.array(z.object({ num: z.number().int(), itm_det: z.object({ rt: z.number(), ...taxes }) })),
            }),
          ),
        }),
      )
      .describe('Credit notes to buyers with a GSTIN, by buyer'),
    cdnur: z
      .array(
        z.object({
          typ: z.literal('B2CL'),
          ntty: z.literal('C'),
          nt_num: z.string(),
          nt_dt: z.string().describe('DD-MM-YYYY'),
          val: rupees.describe('Note value'),
          pos: z.string(),
          itms: z.array(z.object({ num: z.number().int(), itm_det: z.object({ rt: z.number(), ...igstTaxes }) })),
        }),
      )
      .describe("Credit notes to consumers against a B2C Large invoice; other consumers' notes are netted off b2cs"),
    doc_issue: z.object({
      doc_det: z.array(
        z.object({
          doc_num: z.number().int(),
          doc_typ: z.string(),
          docs: z.array(
            z.object({
              num: z.number().int(),
              from: z.string(),
              to: z.string(),
              totnum: z.number().int(),
              cancel: z.number().int().describe('Cancelled invoices of the series'),
              net_issue: z.number().int(),
            }),
          ),
        }),
      ),
    }),
  })
  .meta({ id: 'Gstr1' });
