import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select, Skeleton, Switch, Typography } from 'antd';
import {
  memberCardCode,
  memberSiteEndpoints,
  memberSiteLabels as L,
  memberSiteSettingBody,
  signupFieldKeys,
  signupFieldLabels,
  signupFieldMode,
  type MemberSiteSetting,
  type MemberSiteSettingInput,
} from '@cinema/contracts';
import { featureKeys } from '../../api/query.js';
import { usePermission } from '../../api/session.js';
import { zodRule } from '../../lib/zod-form.js';
import { ColorInput } from '../../ui/color-input.js';
import { SingleImageUpload, type ImageValue } from '../../ui/image-upload.js';
import { PageHeader } from '../../ui/page-header.js';
import { useSettingForm } from '../../ui/use-setting-form.js';
import { CardContrast, MemberCardPreview } from './member-card-preview.js';

// /endUser-customizePage 会員サイト設定 (docs/membership.md, "会員サイト"): what members see on the cinema website —
// the card (colours with their contrast, an image of the brand's uploads, QR or not) with a live preview, the sign-up
// form's fields, the texts, and the 会員制度 web sign-ups join. Saved whole with the version read.

type Values = Omit<MemberSiteSettingInput, 'version'>;
const memberSiteKeys = featureKeys('memberSite');
const settingKey = [...memberSiteKeys.all, 'setting'] as const;
const rule = zodRule(memberSiteSettingBody, (v) => ({ ...v, version: 0 }));

const toValues = (s: MemberSiteSetting): Values => {
  const { version: _v, updatedAt: _u, systems: _s, brandCode: _b, ...values } = s;
  return { ...values, cardImage: s.cardImage ? { fileId: s.cardImage.fileId ?? 0, url: s.cardImage.url } : null };
};

const text = (
  name: 'termsText' | 'privacyText' | 'welcomeText' | 'notesText',
  rows: number,
  max: number,
  help?: string,
) => (
  <Form.Item label={L[name]} name={name} rules={[rule]} extra={help}>
    <Input.TextArea rows={rows} maxLength={max} showCount />
  </Form.Item>
);

export default function MemberSitePage() {
  const { form, detail, setting, saving, staleBanner, formProps } = useSettingForm({
    queryKey: settingKey,
    detail: memberSiteEndpoints.detail,
    update: memberSiteEndpoints.update,
    toValues,
  });
  const canSave = usePermission('membership').can('update');
  const background = (Form.useWatch('cardBackgroundColor', form) as string | undefined) ?? '';
  const textColor = (Form.useWatch('cardTextColor', form) as string | undefined) ?? '';
  const image: ImageValue | null | undefined = Form.useWatch('cardImage', form);
  const code = Form.useWatch<MemberSiteSetting['cardCode'] | undefined>('cardCode', form) ?? 'qr';
  const systemId: number | null | undefined = Form.useWatch('signupSystemId', form);

  if (detail.isError) return <Alert type="error" showIcon title={detail.error.message} />;
  if (!setting) return <Skeleton active paragraph={{ rows: 8 }} />;
  const systems = setting.systems.map((s) => ({ value: s.id, label: s.name }));
  const systemName = setting.systems.find((s) => s.id === systemId)?.name ?? setting.systems[0]?.name ?? '';
  const siteHint = `会員ページは各劇場サイトの「/site/${setting.brandCode}/{劇場コード}/member/」（ブランドの独自ドメインでは「/{劇場コード}/member/」）です。`;

  return (
    <>
      <PageHeader title="会員サイト設定" sub={siteHint} />
      {staleBanner}
      {setting.systems.length === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="会員制度がまだありません。「会員制度」で登録すると、会員サイトで入会を受け付けられます。"
        />
      )}
      <Form<Values> {...formProps} disabled={!canSave}>
        <Card title="入会の受付" size="small" style={{ marginBottom: 16 }}>
          <Form.Item label={L.signupEnabled} name="signupEnabled" valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item
            label={L.signupSystemId}
            name="signupSystemId"
            rules={[rule]}
            extra="会員制度が1つだけのときは、選ばなくてもその制度に入会します。"
          >
            <Select allowClear placeholder="選択してください" options={systems} style={{ maxWidth: 360 }} />
          </Form.Item>
        </Card>
        <Card title="会員カード" size="small" style={{ marginBottom: 16 }}>
          <Row gutter={24}>
            <Col xs={24} lg={12}>
              <Form.Item
                label={L.cardBackgroundColor}
                name="cardBackgroundColor"
                required
                rules={[rule]}
                dependencies={['cardTextColor']}
              >
                <ColorInput label={L.cardBackgroundColor} placeholder="#1f3a5f" />
              </Form.Item>
              <Form.Item
                label={L.cardTextColor}
                name="cardTextColor"
                required
                rules={[rule]}
                dependencies={['cardBackgroundColor']}
              >
                <ColorInput label={L.cardTextColor} placeholder="#1f3a5f" />
              </Form.Item>
              <CardContrast text={textColor} background={background} withImage={Boolean(image)} />
              <Form.Item label={L.cardImage} name="cardImage" rules={[rule]} style={{ marginTop: 16 }}>
                <SingleImageUpload purpose="other" label={L.cardImage} />
              </Form.Item>
              <Form.Item label={L.cardCode} name="cardCode" rules={[rule]}>
                <Radio.Group options={memberCardCode.options.map((o) => ({ value: o.value, label: o.label }))} />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Typography.Text strong>プレビュー</Typography.Text>
              <MemberCardPreview
                look={{ background, text: textColor, imageUrl: image?.url ?? null, code, systemName }}
              />
            </Col>
          </Row>
        </Card>
        <Card title={L.signupFields} size="small" style={{ marginBottom: 16 }}>
          <Typography.Paragraph type="secondary">
            氏名・メールアドレス・パスワードは常に入力していただきます。
          </Typography.Paragraph>
          <Row gutter={16}>
            {signupFieldKeys.map((k) => (
              <Col xs={24} md={12} key={k}>
                <Form.Item label={signupFieldLabels[k]} name={['signupFields', k]} rules={[rule]}>
                  <Radio.Group
                    optionType="button"
                    options={signupFieldMode.options.map((o) => ({ value: o.value, label: o.label }))}
                  />
                </Form.Item>
              </Col>
            ))}
          </Row>
        </Card>
        <Card title="規約とマイページの文言" size="small" style={{ marginBottom: 16 }}>
          {text('termsText', 6, 20_000, '入会フォームに表示し、同意をいただきます。')}
          {text('privacyText', 6, 20_000)}
          {text('welcomeText', 3, 2000, 'マイページの上部に表示します。')}
          {text('notesText', 3, 2000, 'マイページの下部に表示します。')}
        </Card>
        {canSave && (
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        )}
      </Form>
    </>
  );
}
