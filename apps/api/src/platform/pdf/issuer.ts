import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';
import { found } from '../errors.js';

// The issuer of a document the brand hands out (docs/pdf-documents.md, "社印"): its lines (会社名, 〒 and address, TEL,
// 登録番号) and its 社印 (an upload), read once for a document.

export interface BrandIssuer {
  lines: string[];
  companyName: string;
  stamp: { fileId: number; url: string } | null;
}

const postal = (v: string) => (/^\d{7}$/.test(v) ? `〒${v.slice(0, 3)}-${v.slice(3)}` : `〒${v}`);

export async function brandIssuer(db: Db, brandId: number): Promise<BrandIssuer> {
  const [row] = await db
    .select({
      companyName: brands.companyName,
      name: brands.name,
      postalCode: brands.postalCode,
      address: brands.address,
      phone: brands.phone,
      invoiceNumber: brands.invoiceNumber,
      stamp: brands.stampImage,
    })
    .from(brands)
    .where(eq(brands.id, brandId));
  const b = found(row);
  const companyName = b.companyName || b.name;
  return {
    companyName,
    lines: [
      companyName,
      ...(b.postalCode || b.address
        ? [[b.postalCode ? postal(b.postalCode) : '', b.address ?? ''].join(' ').trim()]
        : []),
      ...(b.phone ? [`TEL ${b.phone}`] : []),
      `登録番号：${b.invoiceNumber ?? '未登録'}`,
    ],
    stamp: b.stamp?.fileId != null ? { fileId: b.stamp.fileId, url: b.stamp.url } : null,
  };
}

/** 発行日: today in Japan. */
export const todayInJapan = (now = Date.now()) => new Date(now + 9 * 3_600_000).toISOString().slice(0, 10);
/** 2024年6月30日 */
export const longDate = (d: string) => `${d.slice(0, 4)}年${Number(d.slice(5, 7))}月${Number(d.slice(8, 10))}日`;
