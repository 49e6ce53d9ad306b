// Ticket e-mails of online sales (issue 13 §4): queued with the sale, sent by the sweeper job.
export { queueTicketMail, sendDueTicketMails, ticketMailSweepJob } from './ticket-mail.jobs.js';
export { readTicketQr, ticketQrPayload } from './ticket-qr.js';
export { mailHandlers } from './ticket-mail.routes.js';
