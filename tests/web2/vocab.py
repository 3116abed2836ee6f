"""Family B's words: topics, languages, navigation, URL schemes (written apart from ``tests/web``).

Nothing here comes from ``tests/web``: other topics (the target is wine), other
navigation words, in four languages (English, Spanish, French, German), and
other URL schemes. Search entries are named the way real sites name them
("Finder", "Lookup", "Buscar", "Recherche avancée", "Erweiterte Suche"…),
often without the word "search".
"""

from __future__ import annotations

LANGS = ("en", "en", "en", "es", "fr", "de")  # drawn per site: half English

#: Topic → words per language (the first English ones name the topic) and the thing sold.
TOPICS: dict[str, dict[str, list[str]]] = {
    "wine": {
        "en": ["wine", "vintage", "winery", "grape", "cellar", "bottle", "merlot", "riesling", "tannin", "sommelier"],
        "es": ["vino", "bodega", "uva", "cosecha", "tinto", "botella", "crianza", "viñedo"],
        "fr": ["vin", "cave", "cépage", "millésime", "vignoble", "bouteille", "domaine", "terroir"],
        "de": ["wein", "weingut", "rebsorte", "jahrgang", "keller", "flasche", "winzer", "spätlese"],
    },
    "coins": {"en": ["coin", "numismatic", "mint", "denomination", "obverse", "bullion", "proof", "sovereign"]},
    "plants": {"en": ["plant", "seedling", "perennial", "nursery", "bulb", "shrub", "cultivar", "compost"]},
    "cameras": {"en": ["camera", "lens", "aperture", "shutter", "tripod", "mirrorless", "sensor", "zoom"]},
    "bikes": {"en": ["bicycle", "bike", "frame", "gear", "saddle", "pedal", "derailleur", "cycling"]},
    "boats": {"en": ["boat", "yacht", "hull", "sail", "marina", "outboard", "keel", "dinghy"]},
    "tea": {"en": ["tea", "oolong", "matcha", "infusion", "teapot", "leaf", "darjeeling", "brew"]},
    "guitars": {"en": ["guitar", "fretboard", "amplifier", "strings", "pickup", "acoustic", "luthier", "capo"]},
    "maps": {"en": ["map", "atlas", "cartography", "chart", "globe", "survey", "engraving", "topographic"]},
    "fossils": {"en": ["fossil", "ammonite", "trilobite", "amber", "specimen", "mineral", "geode", "jurassic"]},
    "stamps": {"en": ["stamp", "philately", "postmark", "envelope", "perforation", "cancel", "airmail", "sheetlet"]},
    "perfume": {"en": ["perfume", "fragrance", "scent", "cologne", "musk", "eau", "atomizer", "notes"]},
}

#: Attributes of each topic's advanced search form: (name, label per language).
FIELDS: dict[str, list[dict[str, str]]] = {
    "wine": [
        {"en": "Grape variety", "es": "Uva", "fr": "Cépage", "de": "Rebsorte"},
        {"en": "Region", "es": "Región", "fr": "Région", "de": "Anbaugebiet"},
        {"en": "Vintage", "es": "Añada", "fr": "Millésime", "de": "Jahrgang"},
        {"en": "Producer", "es": "Bodega", "fr": "Domaine", "de": "Weingut"},
        {"en": "Colour", "es": "Color", "fr": "Couleur", "de": "Farbe"},
    ],
    "coins": [{"en": "Metal"}, {"en": "Country"}, {"en": "Denomination"}, {"en": "Mint mark"}],
    "plants": [{"en": "Hardiness zone"}, {"en": "Flower colour"}, {"en": "Sun exposure"}, {"en": "Genus"}],
    "cameras": [{"en": "Mount"}, {"en": "Megapixels"}, {"en": "Brand"}, {"en": "Focal length"}],
    "bikes": [{"en": "Frame size"}, {"en": "Wheel size"}, {"en": "Brand"}, {"en": "Groupset"}],
    "boats": [{"en": "Length"}, {"en": "Hull type"}, {"en": "Engine"}, {"en": "Berths"}],
    "tea": [{"en": "Origin"}, {"en": "Tea type"}, {"en": "Caffeine"}, {"en": "Harvest"}],
    "guitars": [{"en": "Body shape"}, {"en": "Brand"}, {"en": "Strings"}, {"en": "Finish"}],
    "maps": [{"en": "Cartographer"}, {"en": "Place"}, {"en": "Scale"}, {"en": "Century"}],
    "fossils": [{"en": "Period"}, {"en": "Locality"}, {"en": "Species"}, {"en": "Size"}],
    "stamps": [{"en": "Country"}, {"en": "Catalogue number"}, {"en": "Condition"}, {"en": "Issue"}],
    "perfume": [{"en": "Fragrance family"}, {"en": "House"}, {"en": "Concentration"}, {"en": "Gender"}],
}

OPTIONS = {
    "wine": ["Bordeaux", "Rioja", "Mosel", "Tuscany", "Barossa", "Napa", "Douro", "Alsace"],
    "default": ["Any", "Europe", "Asia", "Americas", "Africa", "Oceania"],
}

#: Ordinary words per language (page text around the topic words).
FILLER = {
    "en": "the our with from every new this week order today free delivery shop store collection selection "
    "quality price offer customers since family best range hand picked ideal gift friends club".split(),
    "es": "el la los con nuestro nuestra nuevo envío gratis tienda colección precio oferta clientes desde "
    "familia mejor selección regalo amigos calidad semana hoy pedido".split(),
    "fr": "le la les avec notre nouveau livraison gratuite boutique collection prix offre clients depuis "
    "famille meilleur sélection cadeau amis qualité semaine commande".split(),
    "de": "der die das mit unser neue versand kostenlos laden sammlung preis angebot kunden seit familie "
    "beste auswahl geschenk freunde qualität woche bestellung".split(),
}

#: Anchors of the link that leads to a site's search form page, per language.
SEARCH_ENTRIES = {
    "en": [
        "Finder",
        "Lookup",
        "Browse the catalogue",
        "Query our records",
        "Advanced search",
        "Power search",
        "Find a {thing}",
        "{Thing} database",
        "Explore the archive",
        "{Thing} selector",
    ],
    "es": ["Buscar", "Búsqueda avanzada", "Buscador", "Consultar catálogo", "Encuentra tu {thing}"],
    "fr": ["Recherche avancée", "Rechercher", "Trouver un {thing}", "Consulter le catalogue", "Moteur de recherche"],
    "de": ["Erweiterte Suche", "Suche", "Finden", "Katalog durchsuchen", "Datenbankabfrage"],
}
#: Anchors of the page between the navigation and the search entry ("behind a more page").
MORE_PAGES = {
    "en": ["More", "Tools", "Services", "Resources", "Collections"],
    "es": ["Más", "Servicios", "Herramientas", "Recursos"],
    "fr": ["Plus", "Services", "Outils", "Ressources"],
    "de": ["Mehr", "Dienste", "Werkzeuge", "Service"],
}
#: Info pages per language (anchor, slug).
INFO = {
    "en": [
        ("About us", "about"),
        ("Contact", "contact"),
        ("Shipping", "shipping"),
        ("Privacy", "privacy"),
        ("Terms", "terms"),
        ("FAQ", "faq"),
        ("Our story", "story"),
        ("Careers", "careers"),
    ],
    "es": [
        ("Quiénes somos", "nosotros"),
        ("Contacto", "contacto"),
        ("Envíos", "envios"),
        ("Privacidad", "privacidad"),
        ("Aviso legal", "aviso-legal"),
        ("Preguntas", "preguntas"),
    ],
    "fr": [
        ("Qui sommes-nous", "qui-sommes-nous"),
        ("Contact", "contact"),
        ("Livraison", "livraison"),
        ("Confidentialité", "confidentialite"),
        ("Mentions légales", "mentions-legales"),
        ("Aide", "aide"),
    ],
    "de": [
        ("Über uns", "ueber-uns"),
        ("Kontakt", "kontakt"),
        ("Versand", "versand"),
        ("Datenschutz", "datenschutz"),
        ("Impressum", "impressum"),
        ("Hilfe", "hilfe"),
    ],
}
#: Account and shop links (their pages hold login, newsletter and order forms).
ACCOUNT = {
    "en": [("Sign in", "login"), ("Newsletter", "newsletter"), ("Basket", "basket")],
    "es": [("Mi cuenta", "login"), ("Boletín", "newsletter"), ("Carrito", "basket")],
    "fr": [("Mon compte", "login"), ("Lettre d'information", "newsletter"), ("Panier", "basket")],
    "de": [("Anmelden", "login"), ("Newsletter", "newsletter"), ("Warenkorb", "basket")],
}
SUBMIT = {"en": "Go", "es": "Buscar", "fr": "Rechercher", "de": "Suchen"}
CATEGORY = {"en": "Category", "es": "Categoría", "fr": "Catégorie", "de": "Kategorie"}
EVENTS = {"en": "Events", "es": "Agenda", "fr": "Agenda", "de": "Termine"}
NAME_PARTS = {
    "en": ["North", "Old", "Grand", "Little", "Blue", "Oak", "Hill", "River", "Crown", "Golden", "Silver"],
    "es": ["Casa", "Bodega", "El", "La", "Sol", "Monte", "Villa", "Tierra"],
    "fr": ["Maison", "Le", "La", "Comptoir", "Atelier", "Clos", "Château", "Petit"],
    "de": ["Haus", "Alte", "Kleine", "Berg", "Hof", "Grüne", "Stadt", "Markt"],
}
#: URL schemes (one per site): how home, pages, listings, items and the form page are addressed.
SCHEMES = ("php", "aspx", "dates", "slugs")
