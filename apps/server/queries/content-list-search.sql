-- 1
select "a"."id", "a"."name", "a"."ext", "a"."storage_key"
from "asset" as "a"
where "a"."id" in ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
and "a"."archived" = $18
and ((a.valid_from is null
or a.valid_from <= now())
and (a.valid_until is null
or a.valid_until > now()));

-- 2
select "c"."id", "c"."code", "c"."parent_id", "c"."position", "t"."title"
from "content_category" as "c"
inner join lateral (select "t"."title"
from "content_category_translation" as t
where "t"."category_id" = "c"."id"
order by (case when "t"."locale" = $1 then 0 when left("t"."locale", 2) = $2 then 1 when "t"."locale" = $3 then 2 else 3 end)
limit 1) as "t" on true
order by "c"."position", "c"."id";

-- 3
select "c"."id", "c"."link", "c"."sorting_priority", "c"."thumbnail_asset_id", "c"."thumbnail_key", "c"."created_at", "t"."title", "t"."introduction", "t"."text"
from "content" as "c"
left join lateral (select "t"."title", "t"."introduction", "t"."text"
from "content_translation" as t
where "t"."content_id" = "c"."id"
order by (case when "t"."locale" = $1 then 0 when left("t"."locale", 2) = $2 then 1 when "t"."locale" = $3 then 2 else 3 end)
limit 1) as "t" on true
where "c"."id" in ($4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
and c.status
and (c.publish_at is null
or c.publish_at <= now());

-- 4
select "c"."id", count(*) over () as "total"
from "content" as "c"
inner join (select "t"."content_id", min((case when t.head @@ $1::tsquery then 1 when t.head @@ $2::tsquery then 2 else 3 end)) as "tier", min(t.sort_title) as "sort_title"
from (select "t"."content_id", "t"."head", "t"."sort_title"
from "content_search" as "t"
where (search_with_prefixes(t.head) || t.words) @@ to_tsquery('simple', $3)
and ("t"."locale" = $4
or left(t.locale, 2) = $5
or "t"."locale" = $6)) as "t"
group by "t"."content_id") as "h" on "h"."content_id" = "c"."id"
where c.status
and (c.publish_at is null
or c.publish_at <= now())
order by "h"."tier", "h"."sort_title" asc, "c"."id" asc
limit $7
offset $8;

-- 5
select "content_id", "asset_id", "storage_key"
from "content_attachment"
where "content_id" in ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
order by "content_id", "position", "id";

-- 6
select "content_id", "category_id"
from "content_category_link"
where "content_id" in ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12);

-- 7
select "t"."content_id", "t"."head", "t"."sort_title"
from "content_search" as "t"
where (search_with_prefixes(t.head) || t.words) @@ to_tsquery('simple', $1)
and ("t"."locale" = $2
or left(t.locale, 2) = $3
or "t"."locale" = $4);

-- 8
select "t"."content_id", min((case when t.head @@ $1::tsquery then 1 when t.head @@ $2::tsquery then 2 else 3 end)) as "tier", min(t.sort_title) as "sort_title"
from (select "t"."content_id", "t"."head", "t"."sort_title"
from "content_search" as "t"
where (search_with_prefixes(t.head) || t.words) @@ to_tsquery('simple', $3)
and ("t"."locale" = $4
or left(t.locale, 2) = $5
or "t"."locale" = $6)) as "t"
group by "t"."content_id";
