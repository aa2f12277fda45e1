import { wallClockOf } from '../tenancy/zonedTime';

/**
 * KRA's OSCU JSON protocol as far as Saluni speaks it (docs/areas/etims.md): each call is a POST
 * of JSON to `<base>/<name>`, with the headers `tin`, `bhfId` and, after initialisation,
 * `cmcKey`; each reply is `{ resultCd, resultMsg, resultDt, data }`, `000` meaning success.
 * Amounts are major units with at most two decimals; dates `YYYYMMDDhhmmss` (Nairobi's clock).
 */

export const OSCU_CALLS = {
  initialise: 'selectInitOsdcInfo',
  saveItem: 'saveItem',
  saveSale: 'saveTrnsSalesOsdc',
  saveStockMovement: 'insertStockIO',
} as const;

/** The result codes Saluni tells apart (KRA's list has more; any other non-000 is a refusal). */
export const RESULT_CODES = {
  success: '000',
  noSearchResult: '001',
  noHeader: '900',
  invalidDevice: '901',
  deviceInstalled: '902',
  parameterError: '910',
  salesNotReceivable: '921',
  unknownError: '999',
} as const;

export interface OscuReply<Data> {
  resultCd: string;
  resultMsg: string;
  resultDt: string;
  data: Data | null;
}

export interface InitialiseRequest {
  tin: string;
  bhfId: string;
  dvcSrlNo: string;
}

export interface InitialiseData {
  info: { tin: string; bhfId: string; dvcId: string; sdcId: string; mrcNo: string; cmcKey: string };
}

export interface ItemRequest {
  itemCd: string;
  itemClsCd: string;
  /** 1 raw material, 2 finished product, 3 service. */
  itemTyCd: '1' | '2' | '3';
  itemNm: string;
  orgnNatCd: string;
  pkgUnitCd: string;
  qtyUnitCd: string;
  taxTyCd: string;
  dftPrc: number;
  isrcAplcbYn: 'N';
  useYn: 'Y';
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
}

export interface SaleItem {
  itemSeq: number;
  itemCd: string;
  itemClsCd: string;
  itemNm: string;
  pkgUnitCd: string;
  pkg: number;
  qtyUnitCd: string;
  qty: number;
  prc: number;
  splyAmt: number;
  dcRt: number;
  dcAmt: number;
  taxTyCd: string;
  taxblAmt: number;
  taxAmt: number;
  totAmt: number;
}

export const BAND_LETTERS = ['A', 'B', 'C', 'D', 'E'] as const;
export type BandLetter = (typeof BAND_LETTERS)[number];
type PerBand<Prefix extends string> = Record<`${Prefix}${BandLetter}`, number>;

/** `saveTrnsSalesOsdc`: a sale (`rcptTyCd` S) or a credit note (R, `orgInvcNo` its invoice). */
export type SaleRequest = {
  trdInvcNo: string;
  invcNo: number;
  orgInvcNo: number;
  custTin: string | null;
  custNm: string | null;
  salesTyCd: 'N';
  rcptTyCd: 'S' | 'R';
  pmtTyCd: string;
  salesSttsCd: string;
  cfmDt: string;
  salesDt: string;
  rfdDt: string | null;
  rfdRsnCd: string | null;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  prchrAcptcYn: 'N';
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  receipt: {
    custTin: string | null;
    rcptPbctDt: string;
    trdeNm: string | null;
    adrs: string | null;
    prchrAcptcYn: 'N';
  };
  itemList: SaleItem[];
} & PerBand<'taxblAmt'> &
  PerBand<'taxRt'> &
  PerBand<'taxAmt'>;

export interface SignedReceiptData {
  curRcptNo: number;
  totRcptNo: number;
  intrlData: string;
  rcptSign: string;
  sdcDateTime: string;
}

/** `insertStockIO`: the goods a sale took out (`sarTyCd` 11) or a credit note brought back (03). */
export interface StockMovementRequest {
  sarNo: number;
  orgSarNo: number;
  regTyCd: 'A';
  custTin: string | null;
  sarTyCd: '11' | '03';
  ocrnDt: string;
  totItemCnt: number;
  totTaxblAmt: number;
  totTaxAmt: number;
  totAmt: number;
  regrId: string;
  regrNm: string;
  modrId: string;
  modrNm: string;
  itemList: Array<Omit<SaleItem, 'dcRt' | 'dcAmt'> & { totDcAmt: number }>;
}

/** `YYYYMMDDhhmmss` of an instant on a time zone's wall clock (KRA reads Nairobi's). */
export const oscuDateTime = (instant: Date, timeZone: string): string =>
  wallClockOf(instant, timeZone).replace(/\D/g, '');

/** `YYYYMMDDhhmmss` read on Nairobi's clock (UTC+3 all year) as an ISO time. */
export const isoFromOscu = (text: string): string => {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text);
  if (!match) return new Date(0).toISOString();
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}+03:00`).toISOString();
};

/**
 * The address KRA's receipt QR code opens: KRA's receipt check page with the seller's PIN, the
 * branch and the receipt signature run together.
 */
export const receiptQrUrl = (base: string, tin: string, bhfId: string, rcptSign: string) =>
  `${base}${encodeURIComponent(`${tin}${bhfId}${rcptSign}`)}`;
