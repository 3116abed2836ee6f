"""Rules of field↔attribute matching found on real forms (issue 16, Álvarez §III.4.2): sort controls,
query builders' operator selects, short names, bracketed names, group headings, aliases in the site's
language."""

from __future__ import annotations

from hiddenweb.domain import load_domain
from hiddenweb.forms import parse_forms
from hiddenweb.forms.model import Field, Form
from hiddenweb.forms.relevance import match_inputs
from hiddenweb.forms.roles import is_operator_control, is_operator_options, is_sort_control

PRODUCTS = load_domain(
    {
        "name": "products",
        "attributes": [
            {"name": "text", "aliases": ["search", "keywords"], "specificity": 0.1},
            {"name": "price", "aliases": ["price", "min price"], "specificity": 0.3},
            {"name": "brand", "aliases": ["brand"], "specificity": 0.6},
            {"name": "color", "aliases": ["color", "colour"], "specificity": 0.6},
        ],
    }
)


def form(*fields: Field) -> Form:
    return Form(url="http://127.0.0.1/", action="http://127.0.0.1/s", fields=list(fields))


def radio(name: str, label: str, *options: str) -> Field:
    return Field(name=name, type="radio", label=label, options=[(o, o) for o in options])


def test_sort_controls_are_not_matched_to_the_attribute_they_sort_by() -> None:
    by_name = radio("ORDER_BY[PRICE]", "Группировать:", "По убыванию", "По возрастанию")
    by_label = Field(
        name="sk", type="select", label="Sort by", options=[("p", "Price"), ("a", "Author"), ("t", "Title")]
    )
    by_value = Field(name="sort", type="select", label="", options=[("price_asc", "Price, low to high")])
    french = Field(name="o", type="select", label="Trier par", options=[("prix", "Prix")])
    price = Field(name="max_price", type="text", label="Price")
    assert all(is_sort_control(f) for f in (by_name, by_label, by_value, french))
    assert not is_sort_control(price)
    assert not is_sort_control(Field(name="orderid", type="text", label="Order number"))
    inputs = match_inputs(form(by_name, by_label, by_value, french, price))
    assert list(inputs) == ["4:max_price"]
    matched = {m.attribute: k for k, m in PRODUCTS.match(inputs).items()}
    assert matched == {"price": "4:max_price"}


ISSUES = load_domain(
    {
        "name": "issues",
        "attributes": [
            {"name": "priority", "aliases": ["priority", "severity"], "specificity": 0.7},
            {"name": "title", "aliases": ["summary", "title"], "specificity": 0.5},
        ],
    }
)
#: A query builder's rows as Trac writes them (a row header, an operator select, the value) and as
#: Datasette does (a column select, an operator select, the value box).
QUERY_BUILDER = """<html><body><form method="get" action="/query"><table>
<tr><td><input type="submit" name="rm_filter_0_priority_0" value="–"></td>
<th scope="row"><label id="label_0_priority">Priority</label></th>
<td><select name="0_priority_mode"><option value="">is</option><option value="!">is not</option></select></td>
<td><select name="0_priority"><option></option><option>blocker</option><option>major</option></select></td></tr>
<tr><td></td><th scope="row"><label>Summary</label></th>
<td><select name="0_summary_mode"><option value="~">contains</option><option value="!~">doesn't contain</option>
<option value="^">begins with</option><option value="$">ends with</option><option value="">is</option></select></td>
<td><input type="text" name="0_summary"></td></tr></table>
<div><select name="_filter_column_1"><option value="">- column -</option><option>id</option>
<option selected>summary</option></select><select name="_filter_op_1"><option value="exact">=</option>
<option value="not">!=</option><option value="contains" selected>contains</option><option value="gt">&gt;</option>
<option value="date">date</option></select><input type="text" name="_filter_value_1" value="lib"></div>
<input type="submit" name="update" value="Update"></form></body></html>"""


def test_a_query_builders_value_takes_its_rows_label_and_its_operator_queries_nothing() -> None:
    assert is_operator_options(["is", "is not"])
    assert is_operator_options(["=", "!=", "contains", "ends with", "≥", "like", "not in", "date", "is not null"])
    assert is_operator_options(["contains", "doesn't contain", "begins with", "ends with"])
    assert not is_operator_options(["blocker", "critical", "major"])
    assert not is_operator_options(["Any", "Yes", "No"])
    assert not is_operator_options(["10", "20", "50"])
    (qb,) = parse_forms(QUERY_BUILDER, "http://127.0.0.1/query")
    fields = {f.name: f for f in qb.fields}
    assert fields["0_priority"].label == "Priority"  # past the "is / is not" select
    assert fields["0_summary"].label == "Summary"
    assert fields["_filter_value_1"].label == "summary"  # the column its row's first select chose
    assert fields["0_priority_mode"].label == "Priority"  # the operator keeps the row's label too
    assert is_operator_control(fields["0_priority_mode"]) and is_operator_control(fields["_filter_op_1"])
    assert not is_operator_control(fields["0_priority"]) and not is_operator_control(fields["_filter_column_1"])
    inputs = match_inputs(qb)
    assert not any(key.endswith(("_mode", "_op_1")) for key in inputs)
    matched = {m.attribute: k.split(":", 1)[1] for k, m in ISSUES.match(inputs).items()}
    assert matched["priority"] == "0_priority"
    assert matched["title"] in ("0_summary", "_filter_value_1")


#: A database front end's search, one table row per column (phpMyAdmin: the row header, the column's type
#: and collation, an SQL operator select, the value), and a query builder written in divs whose rows start
#: with a text or with a select of fields that marks none selected (Request Tracker).
SQL_AND_DIV_BUILDERS = """<html><body><form method="post" action="/tbl_select"><table>
<tr><th>Column</th><th>Type</th><th>Collation</th><th>Operator</th><th>Value</th></tr>
<tr><th>summary</th><td>varchar(100)</td><td>utf8mb4_general_ci</td><td><select name="criteriaColumnOperators[1]">
<option>LIKE</option><option>LIKE %...%</option><option>NOT LIKE</option><option>=</option><option>!= ''</option>
<option>IN (...)</option><option>NOT IN (...)</option><option>REGEXP ^...$</option><option>IS NULL</option></select></td>
<td><input name="criteriaValues[1]"></td></tr></table>
<div class="row"><div class="label">Status</div><div class="op"><select name="StatusOp"><option>is</option>
<option>isn&#39;t</option></select></div><div class="value"><select name="ValueOfStatus"><option>new</option>
<option>open</option></select></div></div>
<div class="row"><div class="label"><select name="AttachmentField"><option value="Subject">Subject</option>
<option value="Filename">Filename</option></select></div><div class="op"><select name="AttachmentOp">
<option>matches</option><option>doesn&#39;t match</option></select></div>
<div class="value"><input name="ValueOfAttachment"></div></div></form></body></html>"""


def test_a_row_header_labels_its_row_and_sql_and_negated_operators_query_nothing() -> None:
    assert is_operator_options(["is", "isn't"]) and is_operator_options(["matches", "doesn’t match"])
    assert is_operator_options(["LIKE %...%", "NOT IN (...)", "= ''", "REGEXP ^...$", "IS NOT NULL"])
    assert not is_operator_options(["...", "%", "(none)"])
    (builder,) = parse_forms(SQL_AND_DIV_BUILDERS, "http://127.0.0.1/tbl_select")
    fields = {f.name: f for f in builder.fields}
    assert fields["criteriaValues[1]"].label == "summary"  # the row's header, not its collation cell
    assert fields["ValueOfStatus"].label == "Status"  # past the "is / isn't" select
    assert fields["ValueOfAttachment"].label == "Subject"  # the field select shows its first option
    (redmine,) = parse_forms(
        "<form action='/issues'><table><tr><td><input type='checkbox' id='cb_tracker' name='f[]' value='tracker_id'>"
        "<label for='cb_tracker'> Tracker</label></td><td><select name='op[tracker_id]'><option>is</option>"
        "<option>is not</option></select></td><td><select name='v[tracker_id][]'><option>Bug</option>"
        "<option>Feature</option></select></td></tr></table></form>",
        "http://127.0.0.1/issues",
    )
    rows = {f.name: f for f in redmine.fields}
    # "[x] Tracker [is ▾] [Bug ▾]": the box that turns the row on labels its operator and its value
    assert rows["v[tracker_id][]"].label == "Tracker" and rows["op[tracker_id]"].label == "Tracker"
    inputs = match_inputs(builder)
    assert not any("Op" in key for key in inputs)  # operators compare
    assert not any(key.endswith(":AttachmentField") for key in inputs)  # a column select names what follows
    matched = {m.attribute: k.split(":", 1)[1] for k, m in ISSUES.match(inputs).items()}
    assert matched == {"title": "criteriaValues[1]"}


def test_a_name_of_three_letters_matches_only_an_equal_alias_word() -> None:
    jobs = load_domain({"name": "jobs", "attributes": [{"name": "job_title", "aliases": ["role"]}]})
    rooms = Field(name="roe", type="select", options=[("1", "1"), ("5", "5 or more")])
    assert jobs.match(match_inputs(form(rooms))) == {}  # "roe" is no "role" (Jaro-Winkler 0.93)
    assert jobs.similarity("job_title", ["role"]) == 1.0


def test_a_structured_name_is_read_by_its_innermost_key() -> None:
    tenders = load_domain(
        {
            "name": "tenders",
            "attributes": [
                {"name": "set_aside", "aliases": ["set aside"], "specificity": 0.9},
                {"name": "agency", "aliases": ["agency"], "specificity": 0.8},
            ],
        }
    )
    name = "dnf_class_values[procurement_notice][set_aside][]"
    boxes = [Field(name=name, type="checkbox", label=v, value=v) for v in ("HUBZone", "Total Small Business")]
    agency = Field(name="autocomplete_input_dnf_class_values[procurement_notice][agency]", type="text")
    matched = {m.attribute for m in tenders.match(match_inputs(form(*boxes, agency))).values()}
    assert matched == {"set_aside", "agency"}
    sizes = Field(name="size[M]", type="checkbox", label="M", value="M")
    assert match_inputs(form(sizes))["0:size[M]"][0] == ["M", "size m"]  # "[M]" is a value, not a name


def test_on_a_tie_the_first_field_of_the_form_takes_the_attribute() -> None:
    hotels = load_domain({"name": "hotels", "attributes": [{"name": "children", "aliases": ["children"]}]})
    kids = Field(name="enfants_moins_14", type="select", label="Number of children", options=[("0", "0")])
    amenities = [Field(name=f"chk_s[{n}]", type="checkbox", label="Children club", value="1") for n in (115, 116)]
    matched = hotels.match(match_inputs(form(*[Field(name=f"x{n}", type="text") for n in range(9)], kids, *amenities)))
    assert {k: m.attribute for k, m in matched.items()} == {"9:enfants_moins_14": "children"}


def test_common_attributes_beyond_the_first_ten_match_in_the_sites_language() -> None:
    products = load_domain(
        {
            "name": "products",
            "attributes": [
                {"name": "color", "aliases": ["colour"]},
                {"name": "material", "aliases": ["material"]},
                {"name": "size", "aliases": ["size"]},
            ],
        }
    )
    fields = [
        Field(name="a", type="select", label="Farve", options=[("1", "Sort")]),
        Field(name="b", type="text", label="Matière"),
        Field(name="c", type="select", label="Размеру", options=[("m", "M")]),
    ]
    matched = {k: m.attribute for k, m in products.match(match_inputs(form(*fields))).items()}
    assert matched == {"0:a": "color", "1:b": "material", "2:c": "size"}


def test_a_cjk_alias_inside_a_label_without_spaces_counts() -> None:
    accountants = load_domain({"name": "accountants", "attributes": [{"name": "railway", "aliases": ["鉄道"]}]})
    company = Field(name="TrainCompany_id", type="select", label="鉄道会社", options=[("1", "JR東海")])
    matched = accountants.match(match_inputs(form(company)))
    assert [m.attribute for m in matched.values()] == ["railway"]
    assert accountants.similarity("railway", ["鉄道会社の所在地を地図から選択してください"]) < 0.75  # a sentence


def test_a_group_of_checkboxes_is_one_control_whose_values_are_its_labels() -> None:
    shop = load_domain(
        {
            "name": "shop",
            "attributes": [
                {"name": "color", "aliases": ["colour"], "values": ["Black", "White", "Red", "Blue", "Green", "Silver"]}
            ],
        }
    )
    boxes = [Field(name="f[]", type="checkbox", label=c, value=c) for c in ("Black", "Red", "Blue")]
    inputs = match_inputs(form(*boxes))
    assert inputs == {"0:f[]": (["f"], ["Black", "Red", "Blue"])}
    assert [m.attribute for m in shop.match(inputs).values()] == ["color"]


def test_a_label_showing_no_text_is_read_by_its_title() -> None:
    html = (
        b'<form action="/s"><div>Colour</div><input type="radio" name="c1" id="c1" value="Y">'
        b'<label for="c1" title="Black"><div class="swatch"></div></label>'
        b'<input type="radio" name="c2" id="c2" value="Y"><label for="c2" title="White"><div></div></label></form>'
    )
    fields = parse_forms(html, "http://127.0.0.1/", "utf-8")[0].fields
    assert [f.options for f in fields if f.type == "radio"] == [[("Y", "Black")], [("Y", "White")]]
