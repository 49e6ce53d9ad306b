import { Col, Form, Input, Row } from 'antd';
import {
  customContent,
  newsContent,
  rentalSpaceContent,
  textPageContent,
  websiteInformationContent,
  websiteLabels as L,
} from '@cinema/contracts';
import { schemaForm } from '../../ui/schema-form.js';
import { RichTextField } from '../../ui/rich-text-field.js';
import { ContentItem, DateTimeInput, ImageInput } from './website-inputs.js';

// The fields of the 劇場サイト's simpler page kinds (docs/website.md, "the editor"), each checked by its kind's content
// schema from contracts (website-content.ts), so the editor and the API refuse the same things with the same words.

const text = schemaForm(textPageContent);
/** 入場案内, ご注意事項, プライバシーポリシー, 利用規約, 会社概要: a title and the text. */
export function TextPageFields() {
  return (
    <>
      <text.Field name="title" />
      <ContentItem label={L.body} name="body" rule={text.rule}>
        <RichTextField label={L.body} />
      </ContentItem>
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
      <ContentItem label={L.image} name="image" rule={news.rule}>
        <ImageInput label={L.image} />
      </ContentItem>
      <ContentItem label={L.body} name="body" rule={news.rule}>
        <RichTextField label={L.body} />
      </ContentItem>
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
      <ContentItem label={L.body} name="body" rule={custom.rule}>
        <RichTextField label={L.body} />
      </ContentItem>
    </>
  );
}

const rental = schemaForm(rentalSpaceContent);
export function RentalSpaceFields() {
  const enabled = Form.useWatch('inquiryEnabled') as boolean | undefined;
  return (
    <>
      <rental.Field name="title" />
      <ContentItem label={L.body} name="body" rule={rental.rule}>
        <RichTextField label={L.body} />
      </ContentItem>
      <rental.Field name="inquiryEnabled" />
      {enabled && (
        // Empty: the inquiries go to the cinema's own address (the contract's help line says so).
        <rental.Field name="inquiryEmail">
          <Input type="email" maxLength={254} placeholder="rental@example.com" />
        </rental.Field>
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
      <ContentItem label={L.ogImage} name="ogImage" rule={info.rule} extra="SNSで共有されたときに表示される画像">
        <ImageInput label={L.ogImage} />
      </ContentItem>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <ContentItem label={L.xUrl} name="xUrl" rule={info.rule}>
            <Input placeholder="https://x.com/…" maxLength={500} />
          </ContentItem>
        </Col>
        <Col xs={24} md={12}>
          <ContentItem label={L.instagramUrl} name="instagramUrl" rule={info.rule}>
            <Input placeholder="https://www.instagram.com/…" maxLength={500} />
          </ContentItem>
        </Col>
        <Col xs={24} md={12}>
          <ContentItem label={L.facebookUrl} name="facebookUrl" rule={info.rule}>
            <Input placeholder="https://www.facebook.com/…" maxLength={500} />
          </ContentItem>
        </Col>
        <Col xs={24} md={12}>
          <ContentItem label={L.lineUrl} name="lineUrl" rule={info.rule}>
            <Input placeholder="https://line.me/…" maxLength={500} />
          </ContentItem>
        </Col>
        <Col xs={24} md={12}>
          <ContentItem label={L.youtubeUrl} name="youtubeUrl" rule={info.rule}>
            <Input placeholder="https://www.youtube.com/…" maxLength={500} />
          </ContentItem>
        </Col>
        <Col xs={24} md={12}>
          <ContentItem label={L.analyticsId} name="analyticsId" rule={info.rule}>
            <Input placeholder="G-XXXXXXXXXX" maxLength={20} />
          </ContentItem>
        </Col>
      </Row>
    </>
  );
}
