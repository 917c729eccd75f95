import type { Courier, ShipmentScan, ShipmentTracking } from './courier';

export interface BlueDartOptions {
  /** TOTE_BLUEDART_LOGIN_ID: the customer login Blue Dart issues with the tracking licence. */
  loginId: string;
  /** TOTE_BLUEDART_LICENCE_KEY: the tracking licence key (sent as `lickey`, never logged). */
  licenceKey: string;
  /** TOTE_BLUEDART_BASE_URL: default https://api.bluedart.com/servlet/RoutingServlet (tests point it at a local server). */
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** Blue Dart's answer read as XML, or null when it is not well-formed (an error page). Loaded on first use: start-up does not pay for it. */
let readXml: ((text: string) => unknown) | undefined;
async function parseXml(text: string): Promise<unknown> {
  if (!readXml) {
    const { XMLParser, XMLValidator } = await import('fast-xml-parser');
    // Every element that may repeat is a list, even with one entry; values stay text (a waybill is not a number).
    const parser = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
      parseAttributeValue: false,
      trimValues: true,
      isArray: (name) => name === 'Shipment' || name === 'ScanDetail',
    });
    readXml = (xml) => (XMLValidator.validate(xml) === true ? parser.parse(xml) : null);
  }
  return readXml(text);
}

interface ScanXml {
  Scan?: string;
  ScanType?: string;
  ScanDate?: string;
  ScanTime?: string;
  ScannedLocation?: string;
}
interface ShipmentXml {
  '@WaybillNo'?: string;
  Status?: string;
  StatusType?: string;
  ExpectedDeliveryDate?: string;
  Scans?: { ScanDetail?: ScanXml[] } | string;
}

/**
 * Blue Dart's tracking API (the "custawbquery" servlet): GET
 * …/RoutingServlet?handler=tnt&action=custawbquery&loginid=…&awb=awb&numbers=<waybill>&format=xml&lickey=…&verno=1.3&scan=1
 * answers XML: ShipmentData/Shipment (Status, StatusType, ExpectedDeliveryDate)
 * with Scans/ScanDetail newest first (Scan, ScanDate 07-Jun-2012, ScanTime
 * 13:05 in India's time, ScannedLocation). A waybill Blue Dart does not know
 * comes back as a Shipment with StatusType NF and no scans: null here. A
 * refusal, an HTML error page or anything unreadable throws (the route
 * answers 502); errors name the HTTP status, never the licence key.
 */
export class BlueDartCourier implements Courier {
  readonly name = 'bluedart';
  readonly reportsDelivery = true;
  private readonly endpoint: string;

  constructor(private readonly options: BlueDartOptions) {
    this.endpoint = options.baseUrl ?? 'https://api.bluedart.com/servlet/RoutingServlet';
  }

  async track(wbNo: string): Promise<ShipmentTracking | null> {
    const url = new URL(this.endpoint);
    const query = {
      handler: 'tnt',
      action: 'custawbquery',
      loginid: this.options.loginId,
      awb: 'awb',
      numbers: wbNo,
      format: 'xml',
      lickey: this.options.licenceKey,
      verno: '1.3',
      scan: '1',
    };
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        headers: { accept: 'application/xml, text/xml' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new Error(`Blue Dart is unreachable (${(error as Error).name})`, { cause: error });
    }
    const text = await response.text();
    if (!response.ok) throw new Error(`Blue Dart answered HTTP ${response.status}`);
    const document = (await parseXml(text)) as { ShipmentData?: { Shipment?: ShipmentXml[] } } | null;
    if (!document) throw new Error('Blue Dart answered something other than XML');
    const shipments = document.ShipmentData?.Shipment;
    if (!shipments) throw new Error('Blue Dart answered without ShipmentData');
    const shipment = shipments.find((s) => s['@WaybillNo'] === wbNo) ?? shipments[0];
    if (!shipment || shipment.StatusType === 'NF' || !shipment.Status) return null;

    const details = typeof shipment.Scans === 'object' ? (shipment.Scans.ScanDetail ?? []) : [];
    const scans = details
      .map((scan): ShipmentScan | null => {
        const date = scanInstant(scan.ScanDate, scan.ScanTime);
        return date ? { date, location: titleCase(scan.ScannedLocation ?? ''), description: scan.Scan ?? '' } : null;
      })
      .filter((scan): scan is ShipmentScan => scan !== null)
      .sort((a, b) => a.date.localeCompare(b.date));
    return { wbNo, status: shortStatus(shipment, scans), scans, expectedDeliveryDate: calendarDay(shipment.ExpectedDeliveryDate) };
  }
}

/** `07-Jun-2012` and `13:05` (India, UTC+05:30) as an ISO instant; null when either is unreadable. */
function scanInstant(day: string | undefined, time: string | undefined): string | null {
  const d = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(day ?? '');
  const t = /^(\d{1,2}):?(\d{2})$/.exec(time ?? '');
  const month = d ? MONTHS[d[2].toLowerCase()] : undefined;
  if (!d || !t || !month) return null;
  const instant = Date.parse(`${d[3]}-${month}-${d[1].padStart(2, '0')}T${t[1].padStart(2, '0')}:${t[2]}:00+05:30`);
  return Number.isNaN(instant) ? null : new Date(instant).toISOString();
}

/** `03 January 2020` (or 03-Jan-2020) as 2020-01-03; null when absent or unreadable. */
function calendarDay(value: string | undefined): string | null {
  const m = /^(\d{1,2})[ -]([A-Za-z]{3})[A-Za-z]*[ -](\d{4})$/.exec((value ?? '').trim());
  const month = m ? MONTHS[m[2].toLowerCase()] : undefined;
  return m && month ? `${m[3]}-${month}-${m[1].padStart(2, '0')}` : null;
}

/** The courier seam's short status, from Blue Dart's status type and the latest scan. */
function shortStatus(shipment: ShipmentXml, scans: ShipmentScan[]): string {
  if (shipment.StatusType === 'DL') return 'DELIVERED';
  const latest = `${shipment.Status ?? ''} ${scans.at(-1)?.description ?? ''}`.toLowerCase();
  if (latest.includes('out for delivery')) return 'OUT FOR DELIVERY';
  if (scans.length === 0) return 'BOOKED';
  if (scans.length === 1 && latest.includes('pick')) return 'PICKED UP';
  return 'IN TRANSIT';
}

const titleCase = (place: string) => place.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
