import type { ErrorCode } from './errors.js';

// What a device should do with each error the device API answers (docs/device-api.md, "deviceSeq:
// one rule"): the API reference prints it beside the code. "Stored" refusals are final and use the
// document's deviceSeq; the others store nothing, so the same document may be sent again.
export const deviceErrorActions: Partial<Record<ErrorCode, string>> = {
  auth_invalid:
    '端末トークンを POST /api/device/token で取り直し、同じ書類（同じ clientId・deviceSeq・内容）を再送します。トークンの取得が 401 なら、管理画面で端末が有効か、登録キーが再発行されていないかを確認します。',
  no_permission:
    'この端末の種別では使えない呼び出し・書類です（POS からの hold、販売しない端末からの販売、キッチンプリンター以外の端末からの印刷ジョブの呼び出しなど）。端末のソフトウェアか端末種別の登録を直します。書類は拒否として保存され deviceSeq は使用済みです。',
  validation_failed:
    '内容の誤りです（errors の field と message）。係員に message を表示し、直した書類を新しい clientId と次の deviceSeq で送ります（この書類は拒否として保存済みで、再送しても同じ応答）。ヘッダー Idempotency-Key の誤り（field: Idempotency-Key）だけは保存されないので、ヘッダーを直して同じ書類を再送します。',
  bad_request:
    '本文が JSON として読めません（端末のソフトウェアの誤り。UTF-8 の JSON を送ります）。何も保存されないので、直して同じ書類を再送します。',
  not_found:
    '指定した上映回などがこの端末の劇場にありません（印刷ジョブはこの端末のものがありません）。上映回・商品・印刷ジョブを取り直します。書類は拒否として保存され deviceSeq は使用済みです。',
  conflict:
    '今の状態ではできません（販売期間外・販売停止の上映回、締め済みのシフト、作業中のシフトがある端末のシフト開始、オンライン販売停止など）。係員に message を表示し、状況を直してから新しい clientId と次の deviceSeq で送ります。',
  too_many_requests:
    '呼び出し回数の上限です。message の時間をおいて再試行します。端末トークンは有効期限まで使い回し、呼び出しのたびに取得しません。',
  payload_too_large: '本文が 1MB を超えました。一括送信を小さく分けて送ります。何も保存されていません。',
  internal:
    'サーバーの一時的なエラーです。書類は保存されていないので、同じ書類（同じ clientId・deviceSeq・内容）を時間をおいて再送します。',
  idempotency_key_reused:
    '端末のソフトウェアの誤りです。最初の書類が保存されたままです。再送は最初と同じ内容で行い、新しい書類には新しい clientId を作ります。',
  seat_unavailable:
    '座席表（GET /api/device/screenings/{id}/seats）を取り直してお客様に seats 以外の席を選んでもらい、新しい clientId と次の deviceSeq で送ります。オフライン中に済ませた販売なら offline: true を付けて送ると受け付けられます（例外 seat_conflict）。',
  invalid_transition:
    '取消済みの販売の取消・払戻、全額払戻済みの販売の払戻などです。係員に message を表示します。書類は拒否として保存され、再送しても同じ応答です。',
  original_not_received:
    '他の端末がオフライン中などで元の書類が届いていません。何も保存されず deviceSeq も使っていないので、同じ書類を時間をおいて再送します。',
  client_id_in_use:
    'UUIDv7 の生成の誤りや端末の複製を直します。何も保存されていないので、新しい clientId を作り、同じ deviceSeq で送ります。',
  points_unavailable:
    'ポイントで支払えません（利用できるポイントが足りない、または有効な会員ではない）。販売は保存されず、書類は拒否として保存され deviceSeq は使用済みです。GET /api/device/member で利用できるポイントを確かめ、支払を直した販売を新しい clientId と次の deviceSeq で送ります。オンラインは決済を取り消します。',
  invalid_document:
    '書類がスキーマに合いません（端末のソフトウェアの誤り。errors に項目）。拒否として保存され deviceSeq は使用済みです。ソフトウェアを直し、正しい書類を新しい clientId と次の deviceSeq で送ります。',
};
