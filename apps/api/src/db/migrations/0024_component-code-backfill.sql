-- The predefined allowance components (seeded by 0007 under their Vietnamese names) get their allowance code: staff
-- allowances of a code follow its component by this code from now on, not by a name the company may change. With two
-- allowance components of one name, the first made gets the code (as the link by name read them).
UPDATE "salary_components" AS c SET "code" = a.code
FROM (VALUES
	('nc', 'Phụ cấp NC (ngày công)'),
	('transport', 'Phụ cấp đi lại'),
	('women', 'Phụ cấp lao động nữ'),
	('meal', 'Phụ cấp ăn trưa'),
	('housing', 'Phụ cấp nhà ở'),
	('phone', 'Phụ cấp điện thoại'),
	('other', 'Phụ cấp khác')
) AS a(code, vie)
WHERE c."id" = (
	SELECT min(s."id") FROM "salary_components" s
	WHERE s."salary_component_type" = 'allowance' AND s."salary_component_name_vie" = a.vie
);
