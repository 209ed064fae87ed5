-- 1
insert into "setting" ("key", "value") values ($1, $2) on conflict ("key") do update set "value" = $3;

-- 2
select "a"."id", "a"."ext", "a"."storage_key", "a"."size", "a"."width", "a"."height", "a"."archived", "a"."created_at", "a"."updated_at", coalesce(nullif(t.name, ''), a.name) as "name"
from (select "a".*, (case when a.sort_name = (select lower(unaccent($1))) then 0
    when (' ' || a.sort_name || ' ' like $2
or a.sort_name ~ $3) then 1 when a.sort_name like $4 then 2 else 3 end) as "tier"
from "asset" as "a"
where "a"."archived" = $5
and (((a.valid_from is null
or a.valid_from <= now())
and (a.valid_until is null
or a.valid_until > now())))
and (a.sort_name like $6)
order by "tier", "a"."sort_name" desc, "a"."id" desc
limit $7
offset $8) as "a"
left join lateral (select "t"."name"
from "asset_translation" as t
where "t"."asset_id" = "a"."id"
order by (case when "t"."locale" = $9 then 0 when left("t"."locale", 2) = $10 then 1 when "t"."locale" = $11 then 2 else 3 end)
limit 1) as "t" on true
order by "a"."tier", "a"."sort_name" desc, "a"."id" desc;

-- 3
select "a".*, (case when a.sort_name = (select lower(unaccent($1))) then 0
    when (' ' || a.sort_name || ' ' like $2
or a.sort_name ~ $3) then 1 when a.sort_name like $4 then 2 else 3 end) as "tier"
from "asset" as "a"
where "a"."archived" = $5
and (((a.valid_from is null
or a.valid_from <= now())
and (a.valid_until is null
or a.valid_until > now())))
and (a.sort_name like $6)
order by "tier", "a"."sort_name" desc, "a"."id" desc
limit $7
offset $8;

-- 4
select "asset_id"
from "asset_translation"
limit $1;

-- 5
select "asset_id", "scope_id"
from "asset_scope_link"
where "asset_id" in ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
order by "scope_id";

-- 6
select "asset_id", "tag_id"
from "asset_tag_link"
where "asset_id" in ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24)
order by "tag_id";

-- 7
select "g"."id", "g"."code", "g"."position", "t"."name"
from "asset_tag" as "g"
inner join lateral (select "t"."name"
from "asset_tag_translation" as t
where "t"."tag_id" = "g"."id"
order by (case when "t"."locale" = $1 then 0 when left("t"."locale", 2) = $2 then 1 when "t"."locale" = $3 then 2 else 3 end)
limit 1) as "t" on true
order by "g"."position", "g"."id";

-- 8
select "s"."id", "s"."code", "s"."parent_id", "s"."position", "t"."name"
from "asset_scope" as "s"
inner join lateral (select "t"."name"
from "asset_scope_translation" as t
where "t"."scope_id" = "s"."id"
order by (case when "t"."locale" = $1 then 0 when left("t"."locale", 2) = $2 then 1 when "t"."locale" = $3 then 2 else 3 end)
limit 1) as "t" on true
order by "s"."position", "s"."id";

-- 9
select lower(unaccent(w)) as p
from unnest($1::text[]) with ordinality as x(w, i)
order by i;
