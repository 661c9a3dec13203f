/** Name parts for generated demo people (no real person's data). */
export const VIETNAMESE = {
  families: [
    'Nguyễn',
    'Trần',
    'Lê',
    'Phạm',
    'Hoàng',
    'Huỳnh',
    'Phan',
    'Vũ',
    'Võ',
    'Đặng',
    'Bùi',
    'Đỗ',
    'Hồ',
    'Ngô',
    'Dương',
    'Lý',
  ],
  male: {
    middles: ['Văn', 'Minh', 'Quốc', 'Hữu', 'Đức', 'Thanh', 'Công'],
    givens: [
      'An',
      'Bình',
      'Dũng',
      'Hải',
      'Hiếu',
      'Hùng',
      'Khánh',
      'Long',
      'Nam',
      'Phúc',
      'Quân',
      'Quang',
      'Sơn',
      'Tuấn',
      'Việt',
      'Thắng',
    ],
  },
  female: {
    middles: ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Bảo', 'Kim', 'Mỹ'],
    givens: [
      'Anh',
      'Châu',
      'Hà',
      'Hạnh',
      'Hoa',
      'Hương',
      'Lan',
      'Linh',
      'Mai',
      'Nga',
      'Phương',
      'Tâm',
      'Thảo',
      'Trang',
      'Vy',
      'Yến',
    ],
  },
};

export const JAPANESE = {
  families: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato'],
  male: ['Haruto', 'Hiroshi', 'Kenta', 'Daiki', 'Takumi', 'Riku', 'Shota', 'Kazuki'],
  female: ['Yuki', 'Sakura', 'Aoi', 'Misaki', 'Yui', 'Hana', 'Naomi', 'Emi'],
};

/** "Nguyễn Văn Đức" -> "nguyen van duc": for usernames and e-mail addresses. */
export function toAscii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase();
}
