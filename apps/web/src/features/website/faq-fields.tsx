import { Button, Card, Flex, Form, Input, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { faqContent, websiteLabels as L } from '@cinema/contracts';
import { confirmAction } from '../../ui/confirm.js';
import { RichTextField } from '../../ui/rich-text-field.js';
import { schemaForm } from '../../ui/schema-form.js';
import { MoveButtons } from './website-inputs.js';

// よくある質問 (docs/website.md, "the editor"): questions and answers in the order the public page shows them.

const { Field, rule } = schemaForm(faqContent);

export function FaqFields() {
  return (
    <>
      <Field name="title" />
      <Typography.Text strong>{L.items}</Typography.Text>
      <Form.List name="items">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={12} style={{ marginTop: 8, marginBottom: 16 }}>
            {fields.length === 0 && (
              <Typography.Text type="secondary">
                質問がありません。「質問を追加」で最初の質問を書いてください。
              </Typography.Text>
            )}
            {fields.map((f, i) => (
              <Card
                key={f.key}
                size="small"
                title={`Q${i + 1}`}
                data-testid="faq-item"
                extra={
                  <MoveButtons
                    what={`Q${i + 1}`}
                    index={i}
                    count={fields.length}
                    move={move}
                    remove={() =>
                      confirmAction({
                        title: `Q${i + 1}を削除しますか？`,
                        content: '質問と回答を削除します（保存するまで公開サイトは変わりません）。',
                        okText: '削除する',
                        danger: true,
                        onOk: () => remove(i),
                      })
                    }
                  />
                }
              >
                <Form.Item label={L.question} name={[f.name, 'question']} rules={[rule]} required>
                  <Input maxLength={200} aria-label={`Q${i + 1}の${L.question}`} />
                </Form.Item>
                <Form.Item label={L.answer} name={[f.name, 'answer']} rules={[rule]} style={{ marginBottom: 0 }}>
                  <RichTextField label={`Q${i + 1}の${L.answer}`} />
                </Form.Item>
              </Card>
            ))}
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ question: '', answer: '' })}
              style={{ alignSelf: 'start' }}
            >
              質問を追加
            </Button>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
