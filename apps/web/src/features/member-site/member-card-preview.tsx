import { useEffect, useState } from 'react';
import { Flex, QRCode, Tag, Typography } from 'antd';
import {
  contrastRatio,
  isHexColor,
  MIN_CONTRAST,
  memberCardBarcode,
  memberCardQr,
  type MemberCardCode,
} from '@cinema/contracts';

// The member card as マイページ shows it (docs/membership.md, "会員サイト"), drawn from the form's values as they are
// typed: a sample member, the chosen colours and image, and the QR or barcode the counters read when the card shows one.

export interface CardLook {
  background: string;
  text: string;
  imageUrl: string | null;
  code: MemberCardCode;
  systemName: string;
}

export const SAMPLE_MEMBER_NO = 'CL00000001';

export function MemberCardPreview({ look }: { look: CardLook }) {
  const bg = isHexColor(look.background) ? look.background : '#1f3a5f';
  const fg = isHexColor(look.text) ? look.text : '#ffffff';
  return (
    <section
      aria-label="会員証のプレビュー"
      data-testid="member-card-preview"
      style={{
        background: look.imageUrl ? `${bg} url("${look.imageUrl}") center / cover` : bg,
        color: fg,
        borderRadius: 12,
        padding: '16px 20px',
        maxWidth: 360,
        border: '1px solid #d9d9d9',
      }}
    >
      <div style={{ fontSize: 13 }}>{look.systemName || '会員制度'}</div>
      <div style={{ fontSize: 20, fontWeight: 700, margin: '4px 0 8px' }}>会員 太郎 様</div>
      <dl style={{ display: 'grid', gridTemplateColumns: '88px 1fr', gap: '2px 12px', margin: 0 }}>
        <dt style={{ fontWeight: 700 }}>会員番号</dt>
        <dd style={{ margin: 0, fontFamily: 'monospace', fontSize: 16 }}>{SAMPLE_MEMBER_NO}</dd>
        <dt style={{ fontWeight: 700 }}>ランク</dt>
        <dd style={{ margin: 0 }}>レギュラー</dd>
        <dt style={{ fontWeight: 700 }}>有効期限</dt>
        <dd style={{ margin: 0 }}>2027/03/31</dd>
      </dl>
      {look.code === 'qr' && (
        <div style={{ background: '#fff', padding: 6, width: 132, marginTop: 12, borderRadius: 4 }}>
          <QRCode
            type="svg"
            value={memberCardQr(SAMPLE_MEMBER_NO)}
            size={120}
            bordered={false}
            aria-label="会員番号のQRコード"
          />
        </div>
      )}
      {look.code === 'barcode' && <CardBarcode memberNo={SAMPLE_MEMBER_NO} />}
    </section>
  );
}

/**
 * The CODE128 barcode of a 会員番号 as マイページ draws it (bwip-js with contracts' memberCardBarcode),
 * loaded with its library only when a card shows one.
 */
function CardBarcode({ memberNo }: { memberNo: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('bwip-js/browser').then(({ toSVG }) => {
      const svg = toSVG(memberCardBarcode(memberNo));
      if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      live = false;
    };
  }, [memberNo]);
  return (
    <div style={{ background: '#fff', padding: 4, width: 240, maxWidth: '100%', marginTop: 12, borderRadius: 4 }}>
      {src && <img src={src} alt="会員番号のバーコード" style={{ display: 'block', width: '100%' }} />}
    </div>
  );
}

/** The card text's contrast on its background, as the save checks it (WCAG AA, 4.5:1). */
export function CardContrast({
  text,
  background,
  withImage,
}: {
  text: string;
  background: string;
  withImage: boolean;
}) {
  const ratio = contrastRatio(text, background);
  const ok = ratio >= MIN_CONTRAST;
  return (
    <Flex gap={8} align="center" wrap data-testid="card-contrast">
      <Typography.Text>文字色と背景色のコントラスト比 {ratio.toFixed(2)}:1</Typography.Text>
      <Tag color={ok ? 'green' : 'red'}>{ok ? '合格' : '不足'}</Tag>
      {withImage && (
        <Typography.Text type="secondary">
          背景画像の上でも文字が読めることをプレビューで確かめてください。
        </Typography.Text>
      )}
    </Flex>
  );
}
