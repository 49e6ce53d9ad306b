import { Card, Col, Form, Row } from 'antd';
import { MAX_STILL_IMAGES } from '@cinema/contracts';
import { ImageUpload, SingleImageUpload } from '../../ui/image-upload.js';
import { filmRule } from './film-form-values.js';

/** 画像: the poster (cover) and up to ten stills, uploaded as they are chosen. */
export function FilmImages() {
  return (
    <Card title="画像" size="small" style={{ marginBottom: 16 }}>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="ポスター画像" name="coverImage" rules={[filmRule]}>
            <SingleImageUpload label="ポスター画像" purpose="filmImage" />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label="場面写真" name="stillImages" rules={[filmRule]}>
            <ImageUpload label="場面写真" purpose="filmStill" maxCount={MAX_STILL_IMAGES} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
