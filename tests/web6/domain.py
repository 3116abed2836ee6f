"""The topic of family F as a user would describe it: ``domains/collections.json`` (:func:`write_domains`)."""

from __future__ import annotations

from typing import Any

KEYWORDS = [
    # English
    "museum",
    "collection",
    "collections",
    "archive",
    "library",
    "catalogue",
    "heritage",
    "artwork",
    "gallery",
    "manuscripts",
    "cultural heritage",
    "search the collection",
    # Chinese
    "博物馆",
    "藏品",
    "馆藏",
    "档案馆",
    "图书馆",
    "文物",
    "文化遗产",
    "美术馆",
    "馆藏检索",
    "古籍",
    # Russian
    "музей",
    "коллекция",
    "архив",
    "библиотека",
    "фонды",
    "каталог",
    "наследие",
    "галерея",
    "экспонаты",
    # Greek
    "μουσείο",
    "συλλογή",
    "συλλογές",
    "αρχείο",
    "βιβλιοθήκη",
    "κατάλογος",
    "πολιτιστική κληρονομιά",
    "πινακοθήκη",
    # Turkish
    "müze",
    "koleksiyon",
    "arşiv",
    "kütüphane",
    "katalog",
    "kültür mirası",
    "eser",
    "galeri",
    # Hebrew
    "מוזיאון",
    "אוסף",
    "ארכיון",
    "ספרייה",
    "קטלוג",
    "מורשת",
    "גלריה",
    # Thai
    "พิพิธภัณฑ์",
    "คลังสะสม",
    "หอจดหมายเหตุ",
    "ห้องสมุด",
    "โบราณวัตถุ",
    "มรดกวัฒนธรรม",
    "หอศิลป์",
    # Brazilian Portuguese
    "museu",
    "acervo",
    "arquivo",
    "biblioteca",
    "catálogo",
    "patrimônio",
    "coleção",
    "pinacoteca",
    # Polish
    "muzeum",
    "zbiory",
    "archiwum",
    "biblioteka",
    "katalog zbiorów",
    "dziedzictwo",
    "kolekcja",
    "muzealia",
    # Swahili
    "makumbusho",
    "mkusanyiko",
    "nyaraka",
    "maktaba",
    "katalogi",
    "urithi",
    "vitu vya kale",
]

_ATTRS: list[tuple[str, float, str]] = [
    (
        "keyword",
        0.3,
        "keyword|keywords|search|query|any|free text|关键词|检索词|ключевое слово|поиск|λέξη-κλειδί|anahtar kelime"
        "|מילת חיפוש|คำค้น|palavra-chave|termo|słowo kluczowe|fraza|neno kuu",
    ),
    (
        "title",
        0.5,
        "title|object title|name|名称|题名|название|τίτλος|eser adı|כותרת|ชื่อวัตถุ|título|tytuł|jina la kitu",
    ),
    (
        "artist",
        0.7,
        "artist|maker|creator|author|painter|作者|艺术家|автор|художник|мастер|καλλιτέχνης|δημιουργός|sanatçı"
        "|yapımcı|אמן|יוצר|ศิลปิน|ผู้สร้าง|artista|autor|wytwórca|msanii|mtengenezaji",
    ),
    (
        "object type",
        0.6,
        "object type|type|object name|classification|category|类别|类型|тип предмета|вид|είδος αντικειμένου"
        "|eser türü|סוג פריט|ประเภทวัตถุ|tipo de objeto|rodzaj obiektu|aina ya kitu",
    ),
    (
        "date",
        0.5,
        "date|date from|date to|year|period|century|dating|年代|起始年代|截止年代|датировка|период|век|χρονολογία"
        "|περίοδος|tarih|dönem|תאריך|תקופה|ปี|สมัย|data|período|datowanie|okres|tarehe|kipindi",
    ),
    (
        "material",
        0.8,
        "material|technique|medium|materials and techniques|质地|材质|материал|техника|υλικό|τεχνική|malzeme"
        "|teknik|חומר|טכניקה|วัสดุ|เทคนิค|material|técnica|materiał|technika|malighafi|mbinu",
    ),
    (
        "place",
        0.5,
        "place|place of origin|origin|provenance|geography|产地|出土地点|место создания|происхождение"
        "|τόπος προέλευσης|yapıldığı yer|מקום מוצא|แหล่งที่มา|local de origem|procedência|miejsce powstania"
        "|mahali pa asili",
    ),
    (
        "collection",
        0.6,
        "collection|department|fonds|section|馆藏分类|部门|отдел|фонд|τμήμα|συλλογή|koleksiyon|bölüm|מחלקה"
        "|หมวดคลังสะสม|coleção|núcleo|dział|kolekcja|idara",
    ),
    (
        "accession number",
        0.9,
        "accession number|inventory number|object number|reference|shelfmark|call number|藏品编号|登记号"
        "|инвентарный номер|шифр|αριθμός ευρετηρίου|envanter numarası|מספר רישום|เลขทะเบียนวัตถุ"
        "|número de tombo|número de inventário|numer inwentarzowy|sygnatura|namba ya usajili",
    ),
    (
        "has image",
        0.7,
        "has image|with images|only with images|digitised|digitized|有图片|仅显示有图片|с изображением"
        "|με εικόνα|görselli|עם תמונה|มีภาพ|com imagem|z ilustracją|zenye picha",
    ),
]

DOMAIN: dict[str, Any] = {
    "name": "collections",
    "keywords": KEYWORDS,
    "threshold": 0.9,
    "attributes": [
        {"name": name, "aliases": [a.strip() for a in aliases.split("|")], "specificity": spec}
        for name, spec, aliases in _ATTRS
    ],
}
