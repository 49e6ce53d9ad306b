// The UI side of the API client: an overlay counter and alerts, bound by the app shell so the
// client module stays free of React. Tests bind their own.
export interface Feedback {
  error(text: string): void;
  success(text: string): void;
  /** Neither a success nor a refusal (「出力するデータがありません」); a success's toast where not bound. */
  info?(text: string): void;
}

let feedback: Feedback = { error: () => {}, success: () => {} };
export const bindFeedback = (f: Feedback) => {
  feedback = f;
};
export const notify = {
  error: (text: string) => feedback.error(text),
  success: (text: string) => feedback.success(text),
  info: (text: string) => (feedback.info ?? feedback.success)(text),
};

type Listener = (count: number) => void;
let pending = 0;
const listeners = new Set<Listener>();
export const loading = {
  start() {
    pending += 1;
    listeners.forEach((l) => l(pending));
  },
  stop() {
    pending = Math.max(0, pending - 1);
    listeners.forEach((l) => l(pending));
  },
  subscribe(l: Listener) {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  },
  get count() {
    return pending;
  },
};
