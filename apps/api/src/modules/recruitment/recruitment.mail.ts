import { randomBytes } from 'node:crypto';
import { defineMailTemplate } from '../mail/mail.api';

type InvitationParams = {
  name: string;
  round: number;
  date: string;
  time: string;
  /** The meeting link (online) or null (offline: `place`). */
  link: string | null;
  password: string | null;
  place: string | null;
};

/** The interview invitation (sent in the candidate's language, with an .ics calendar attachment). */
export const invitationMail = defineMailTemplate<InvitationParams>({
  en: ({ name, round, date, time, link, password, place }) => ({
    subject: `Interview invitation (round ${round})`,
    paragraphs: [
      `Dear ${name},`,
      `Thank you for your application. We would like to invite you to the round ${round} interview.`,
      `Date: ${date}`,
      `Time: ${time}`,
      link ? `Online meeting: ${link}` : `Place: ${place ?? '-'}`,
      ...(link && password ? [`Meeting password: ${password}`] : []),
      'The attached calendar file adds the interview to your calendar.',
    ],
    ...(link ? { action: { label: 'Join the meeting', url: link } } : {}),
  }),
  ja: ({ name, round, date, time, link, password, place }) => ({
    subject: `${round}次面接のご案内`,
    paragraphs: [
      `${name} 様`,
      `このたびはご応募いただきありがとうございます。${round}次面接についてご案内いたします。`,
      `日付：${date}`,
      `時間：${time}`,
      link ? `オンライン会議：${link}` : `場所：${place ?? '-'}`,
      ...(link && password ? [`会議のパスワード：${password}`] : []),
      '添付のカレンダーファイルで面接の予定を追加できます。',
    ],
    ...(link ? { action: { label: '会議に参加する', url: link } } : {}),
  }),
  vi: ({ name, round, date, time, link, password, place }) => ({
    subject: `Thư mời phỏng vấn (vòng ${round})`,
    paragraphs: [
      `Kính gửi ${name},`,
      `Cảm ơn bạn đã ứng tuyển. Chúng tôi trân trọng mời bạn tham dự buổi phỏng vấn vòng ${round}.`,
      `Ngày: ${date}`,
      `Giờ: ${time}`,
      link ? `Họp trực tuyến: ${link}` : `Địa điểm: ${place ?? '-'}`,
      ...(link && password ? [`Mật khẩu cuộc họp: ${password}`] : []),
      'Tệp lịch đính kèm giúp bạn thêm buổi phỏng vấn vào lịch.',
    ],
    ...(link ? { action: { label: 'Tham gia cuộc họp', url: link } } : {}),
  }),
});

/** The result mail: 2 fail, 3 pass and finish (0 and 1 are never sent). */
export const resultMail = defineMailTemplate<{ name: string; passed: boolean }>({
  en: ({ name, passed }) => ({
    subject: 'Result of your interview',
    paragraphs: [
      `Dear ${name},`,
      passed
        ? 'We are pleased to tell you that you passed the interview. We will contact you shortly about the next steps.'
        : 'Thank you for taking the time to meet us. After careful consideration, we regret to tell you that we cannot offer you a position this time.',
      'Kind regards,',
      'HR Office',
    ],
  }),
  ja: ({ name, passed }) => ({
    subject: '面接結果のお知らせ',
    paragraphs: [
      `${name} 様`,
      passed
        ? '面接の結果、合格となりましたのでお知らせいたします。今後の手続きについては追ってご連絡いたします。'
        : '先日は面接にお越しいただきありがとうございました。慎重に検討いたしました結果、誠に残念ながら今回はご期待に沿えない結果となりました。',
      '今後ともよろしくお願いいたします。',
      'HR Office',
    ],
  }),
  vi: ({ name, passed }) => ({
    subject: 'Kết quả phỏng vấn',
    paragraphs: [
      `Kính gửi ${name},`,
      passed
        ? 'Chúng tôi vui mừng thông báo bạn đã vượt qua buổi phỏng vấn. Chúng tôi sẽ sớm liên hệ với bạn về các bước tiếp theo.'
        : 'Cảm ơn bạn đã dành thời gian gặp chúng tôi. Sau khi cân nhắc kỹ, rất tiếc lần này chúng tôi chưa thể mời bạn vào vị trí này.',
      'Trân trọng,',
      'HR Office',
    ],
  }),
});

/** Text of an iCalendar value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
const icsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const icsMoment = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** Lines longer than 75 octets are folded (RFC 5545 3.1); lines end with CRLF. */
function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (Buffer.byteLength(current + char) > 74) {
      out.push(current);
      current = ` ${char}`;
    } else current += char;
  }
  out.push(current);
  return out.join('\r\n');
}

/** The calendar invitation of an interview (METHOD:REQUEST, times in UTC). */
export function interviewIcs(event: {
  uid?: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  organizer: string;
  attendee: string;
}): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//HR Office//Recruitment//EN',
    'METHOD:REQUEST',
    'BEGIN:VEVENT',
    `UID:${event.uid ?? `${randomBytes(12).toString('hex')}@hr-office`}`,
    `DTSTAMP:${icsMoment(new Date())}`,
    `DTSTART:${icsMoment(event.start)}`,
    `DTEND:${icsMoment(event.end)}`,
    `SUMMARY:${icsText(event.summary)}`,
    `LOCATION:${icsText(event.location)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `ORGANIZER:mailto:${event.organizer}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${event.attendee}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
