import { Form, Input, Row } from 'antd';
import {
  customContent,
  ja,
  newsContent,
  rentalSpaceContent,
  textPageContent,
  websiteInformationContent,
  websiteLabels as L,
} from '@cinema/contracts';
import { schemaForm } from '../../ui/schema-form.js';
import { RichTextField } from '../../ui/rich-text-field.js';
import { DateTimeInput, ImageInput } from './website-inputs.js';

// The fields of the 劇場サイト's simpler page kinds (docs/website.md, "the editor"), each checked by its kind's content
// schema from contracts (website-content.ts), so the editor and the API refuse the same things with the same words.

const text = schemaForm(textPageContent);
/** 入場案内, ご注意事項, プライバシーポリシー, 利用規約, 会社概要: a title and the text. */
export function TextPageFields() {
  return (
    <>
      <text.Field name="title" />
      <text.Field name="body">
        <RichTextField label={L.body} />
      </text.Field>
    </>
  );
}

const news = schemaForm(newsContent);
export function NewsFields() {
  return (
    <>
      <news.Field name="title" />
      <Row gutter={16}>
        <news.Field name="category" xs={12} md={12} />
        <news.Field name="pinned" xs={12} md={12} />
      </Row>
      <Row gutter={16}>
        <news.Field name="displayFrom" xs={24} md={12}>
          <DateTimeInput label={L.displayFrom} />
        </news.Field>
        <news.Field name="displayUntil" xs={24} md={12}>
          <DateTimeInput label={L.displayUntil} />
        </news.Field>
      </Row>
      <news.Field name="image">
        <ImageInput label={L.image} />
      </news.Field>
      <news.Field name="body">
        <RichTextField label={L.body} />
      </news.Field>
    </>
  );
}

const custom = schemaForm(customContent);
export function CustomFields() {
  return (
    <>
      <custom.Field name="title" />
      <Row gutter={16}>
        <custom.Field name="path" xs={24} md={14}>
          <Input prefix="pages/" maxLength={60} placeholder="access" />
        </custom.Field>
        <custom.Field name="menu" xs={24} md={10} />
      </Row>
      <custom.Field name="body">
        <RichTextField label={L.body} />
      </custom.Field>
    </>
  );
}

const rental = schemaForm(rentalSpaceContent);
export function RentalSpaceFields() {
  const enabled = Form.useWatch('inquiryEnabled') as boolean | undefined;
  return (
    <>
      <rental.Field name="title" />
      <rental.Field name="body">
        <RichTextField label={L.body} />
      </rental.Field>
      <rental.Field name="inquiryEnabled" />
      {enabled && (
        <Form.Item
          label={L.inquiryEmail}
          name="inquiryEmail"
          required
          extra="フォームから届いたお問い合わせをこのアドレスに送ります"
          // The form sends its messages somewhere: with the form on, the address is needed as well as well-formed.
          rules={[{ required: true, whitespace: true, message: ja.required(L.inquiryEmail) }, rental.rule]}
        >
          <Input type="email" maxLength={254} placeholder="rental@example.com" />
        </Form.Item>
      )}
    </>
  );
}

const info = schemaForm(websiteInformationContent);
export function WebsiteInformationFields() {
  return (
    <>
      <info.Field name="siteName" />
      <info.Field name="description">
        <Input.TextArea rows={3} maxLength={300} showCount />
      </info.Field>
      <info.Field name="ogImage">
        <ImageInput label={L.ogImage} />
      </info.Field>
      <Row gutter={16}>
        <info.Field name="xUrl" xs={24} md={12} placeholder="https://x.com/…" />
        <info.Field name="instagramUrl" xs={24} md={12} placeholder="https://www.instagram.com/…" />
        <info.Field name="facebookUrl" xs={24} md={12} placeholder="https://www.facebook.com/…" />
        <info.Field name="lineUrl" xs={24} md={12} placeholder="https://line.me/…" />
        <info.Field name="youtubeUrl" xs={24} md={12} placeholder="https://www.youtube.com/…" />
        <info.Field name="analyticsId" xs={24} md={12} placeholder="G-XXXXXXXXXX" />
      </Row>
    </>
  );
}
