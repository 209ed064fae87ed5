-- 1
select
      lower(unaccent(w)) as plain,
      array(select distinct l
from unnest($1::regconfig[]) c, unnest(tsvector_to_array(to_tsvector(c, unaccent(w)))) l) as lexemes,
      exists (select 1
from unnest($2::regconfig[]) c
where to_tsvector(c, unaccent(w)) = ''::tsvector) as stop
from unnest($3::text[]) with ordinality as x(w, i)
order by i;

-- 2
select "a"."id", "a"."code", "a"."type", "a"."position", "a"."localizable", "t"."label", "t"."display_name", "t"."prefix", "t"."post_fix", "t"."help_short", "t"."help_long"
from "attribute" as "a"
left join lateral (select "t"."label", "t"."display_name", "t"."prefix", "t"."post_fix", "t"."help_short", "t"."help_long"
from "attribute_translation" as t
where "t"."attribute_id" = "a"."id"
order by (case when "t"."locale" = $1 then 0 when left("t"."locale", 2) = $2 then 1 when "t"."locale" = $3 then 2 else 3 end)
limit 1) as "t" on true
order by "a"."position";

-- 3
select "c"."id", "c"."code", "c"."parent_id", "c"."position", "c"."product_count", "t"."title"
from "category" as "c"
inner join lateral (select "t"."title"
from "category_translation" as t
where "t"."category_id" = "c"."id"
order by (case when "t"."locale" = $1 then 0 when left("t"."locale", 2) = $2 then 1 when "t"."locale" = $3 then 2 else 3 end)
limit 1) as "t" on true
order by "c"."position", "c"."id";

-- 4
select "key", "value"
from "setting"
where "key" in ($1, $2, $3, $4, $5);

-- 5
select "o"."id", "o"."attribute_id", "o"."value", "o"."position", "t"."label"
from "attribute_option" as "o"
left join lateral (select "t"."label"
from "attribute_option_translation" as t
where "t"."option_id" = "o"."id"
order by (case when "t"."locale" = $1 then 0 when left("t"."locale", 2) = $2 then 1 when "t"."locale" = $3 then 2 else 3 end)
limit 1) as "t" on true
order by "o"."attribute_id", "o"."position";

-- 6
select "value"
from "setting"
where "key" = $1;

-- 7
select p.id, p.sku, p.parent_id, p.attribute_set_id, p.status, p.archived, p.attrs, p.category_ids,
      tl.name as l_name, tl.attrs as l_attrs,
      tl.name as d_name, tl.attrs as d_attrs,
      exists (select 1
from product c
where c.parent_id = p.id) as is_parent
from product p
left join product_translation tl on tl.product_id = p.id
and tl.locale = $1
where p.id = any($2::int[]);

-- 8
select w
from unnest($1::text[]) as q(w)
where exists (
select 1
from search_word s
where s.word >= (w collate "C")
and s.word < ((w || chr(1114111)) collate "C"));
