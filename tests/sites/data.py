"""Deterministic record databases for the test sites (same seed, same records).

Words are drawn from small topic vocabularies with a Zipf-like law, so a few
words match many records and most match a handful: keyword queries then give
the varied result sizes that query-selection policies are meant to exploit.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

FIRST_NAMES = """Ada Alan Grace Edsger Barbara Donald Margaret Ken Dennis Niklaus John Frances Leslie Tim Radia
Shafi Silvio Judea Yoshua Geoffrey Yann Fei Andrew Daphne Sebastian Lotfi Robin Rosalind Dorothy Marie Lise
Chien Emmy Sophie Carl Niels Erwin Werner Paul Richard Enrico Hedy Katherine Mary Annie Henrietta Cecilia
Vera Jocelyn Ruth Gertrude Rachel Jane Ellen Octavia Zadie Chimamanda Haruki Orhan Olga Wisława Kazuo""".split()

LAST_NAMES = """Lovelace Turing Hopper Dijkstra Liskov Knuth Hamilton Thompson Ritchie Wirth McCarthy Allen
Lamport Berners-Lee Perlman Goldwasser Micali Pearl Bengio Hinton LeCun Li Ng Koller Thrun Zadeh Milner
Franklin Hodgkin Curie Meitner Wu Noether Germain Gauss Bohr Schrödinger Heisenberg Dirac Feynman Fermi
Lamarr Johnson Anning Cannon Leavitt Payne Rubin Bell Benedict Elion Carson Goodall Ochoa Butler Smith Adichie
Murakami Pamuk Tokarczuk Szymborska Ishiguro Okafor Nakamura Okonkwo Ferreira Lindqvist Novak Dubois""".split()

BOOK_SUBJECTS: dict[str, list[str]] = {
    "History": """empire revolution war dynasty kingdom republic medieval ancient colonial treaty monarchy
        rebellion siege crusade pharaoh senate archive chronicle frontier plague reformation emperor""".split(),
    "Science": """quantum particle gravity evolution genome molecule galaxy climate atom energy relativity
        cell neuron entropy fossil plasma orbit laser enzyme protein telescope theory""".split(),
    "Cooking": """bread pasta spice kitchen recipe baking soup dessert chocolate vegetarian grill sauce
        fermentation cheese pastry noodle curry harvest garden feast cocktail tea""".split(),
    "Travel": """island mountain desert river journey road voyage coast city village expedition atlas
        railway harbour canyon glacier safari pilgrimage passport caravan lagoon""".split(),
    "Poetry": """moon silence rain elegy sonnet heart memory winter rose dream night song ocean ash
        lament psalm ballad hymn twilight shadow mirror""".split(),
    "Business": """market startup strategy leadership finance capital negotiation brand growth economy
        investment management innovation profit trade supply customer venture merger ledger""".split(),
    "Medicine": """heart surgery vaccine anatomy immune pharmacy diagnosis epidemic therapy nursing cancer
        brain infection hospital pediatric cardiology trauma antibiotic pathology clinic""".split(),
    "Computing": """algorithm compiler network database kernel software program logic cryptography robot
        internet machine data code protocol processor language graph search cloud""".split(),
    "Art": """painting sculpture museum portrait renaissance gallery canvas colour modernism fresco
        baroque photography design architecture sketch impressionism mosaic studio""".split(),
    "Philosophy": """ethics reason mind virtue truth freedom justice knowledge logic being time
        consciousness language meaning self utopia dialogue paradox stoic""".split(),
}

GENERAL_TITLE_WORDS = """the of and a in to for on new history guide introduction complete world modern art
essential little secret great short lost last first age life story""".split()

PUBLISHERS = """Penguin Harper Vintage Norton Faber Bloomsbury Macmillan Hachette Wiley Springer Oxford Cambridge
Routledge Verso Granta Picador""".split()

JOB_FAMILIES: dict[str, tuple[list[str], list[str]]] = {
    "Engineering": (
        [
            "Software Engineer",
            "Data Engineer",
            "DevOps Engineer",
            "QA Engineer",
            "Site Reliability Engineer",
            "Backend Developer",
            "Frontend Developer",
            "Mobile Developer",
            "Security Engineer",
        ],
        "python java kubernetes aws react sql linux rust golang terraform docker microservices".split(),
    ),
    "Healthcare": (
        ["Registered Nurse", "Pharmacist", "Physiotherapist", "Radiographer", "Care Assistant", "Midwife", "Paramedic"],
        "icu pediatric oncology ward shifts clinical patient triage".split(),
    ),
    "Finance": (
        ["Accountant", "Financial Analyst", "Auditor", "Payroll Officer", "Credit Controller", "Tax Adviser"],
        "ifrs excel reconciliation budgeting forecasting audit ledger compliance".split(),
    ),
    "Education": (
        ["Teacher", "Teaching Assistant", "Lecturer", "Tutor", "Librarian", "Exam Invigilator"],
        "mathematics physics chemistry english history primary secondary curriculum".split(),
    ),
    "Logistics": (
        ["Warehouse Operative", "Delivery Driver", "Forklift Driver", "Supply Chain Planner", "Fleet Manager"],
        "forklift hgv inventory dispatch picking packing routing customs".split(),
    ),
    "Hospitality": (
        ["Chef", "Sous Chef", "Barista", "Waiter", "Hotel Receptionist", "Kitchen Porter"],
        "restaurant hotel catering banqueting pastry cocktail weekend tips".split(),
    ),
    "Sales": (
        ["Sales Executive", "Account Manager", "Business Development Manager", "Retail Assistant", "Store Manager"],
        "commission b2b crm quota prospecting retail merchandising targets".split(),
    ),
}

SENIORITY = ["", "", "", "Junior", "Senior", "Lead", "Principal", "Trainee"]
COMPANIES = """Acme Globex Initech Umbrella Hooli Stark Wayne Wonka Cyberdyne Tyrell Soylent Vandelay Gringotts
Aperture Monarch Oscorp Prestige Massive Dynamic Pied Piper""".split()
CITIES = """London Manchester Leeds Bristol Glasgow Edinburgh Cardiff Belfast Birmingham Liverpool Oxford
Cambridge Brighton Remote""".split()
JOB_TYPES = ["Full-time", "Part-time", "Contract", "Temporary"]

DEPARTMENTS: dict[str, tuple[list[str], list[str]]] = {
    "Kitchen": (
        [
            "kettle",
            "toaster",
            "blender",
            "knife set",
            "frying pan",
            "coffee grinder",
            "mixing bowl",
            "chopping board",
            "teapot",
            "saucepan",
        ],
        "stainless steel ceramic nonstick bamboo glass cast iron".split(),
    ),
    "Garden": (
        [
            "hose",
            "rake",
            "lawn mower",
            "planter",
            "trowel",
            "bird feeder",
            "watering can",
            "hedge trimmer",
            "compost bin",
        ],
        "cordless galvanised rustproof recycled terracotta foldable".split(),
    ),
    "Electronics": (
        [
            "headphones",
            "speaker",
            "charger",
            "keyboard",
            "mouse",
            "monitor",
            "webcam",
            "router",
            "power bank",
            "smartwatch",
        ],
        "wireless bluetooth usb noise cancelling ergonomic waterproof".split(),
    ),
    "Toys": (
        ["puzzle", "board game", "building blocks", "doll", "kite", "train set", "plush bear", "yo-yo", "science kit"],
        "wooden magnetic educational colourful musical glow".split(),
    ),
    "Sports": (
        [
            "yoga mat",
            "football",
            "tennis racket",
            "dumbbell",
            "water bottle",
            "bike helmet",
            "running shoes",
            "tent",
            "sleeping bag",
        ],
        "lightweight breathable adjustable insulated carbon".split(),
    ),
    "Office": (
        [
            "notebook",
            "stapler",
            "desk lamp",
            "pen set",
            "filing cabinet",
            "whiteboard",
            "office chair",
            "paper shredder",
        ],
        "recycled refillable led ergonomic lockable magnetic".split(),
    ),
}
BRANDS = """Aldenware Borealis Corvid Dunmore Elmstead Fennick Gastrell Hollins Ivory Juniper Kestrel Larkspur
Morrow Northcote Ostler""".split()
COLOURS = "black white red blue green grey silver yellow orange purple".split()

PAPER_TOPICS = {
    "Information retrieval": "query index ranking retrieval relevance crawler search engine web document".split(),
    "Databases": "query transaction index schema join optimizer storage relational consistency replication".split(),
    "Machine learning": "neural network learning gradient classifier embedding training model inference kernel".split(),
    "Networking": "protocol routing congestion latency packet wireless bandwidth peer topology tcp".split(),
    "Security": "attack encryption authentication privacy malware vulnerability protocol adversary key".split(),
    "Systems": "kernel scheduling memory cache filesystem virtualization distributed consensus fault".split(),
}
PAPER_FORMS = [
    "A {a} approach to {b} {c}",
    "{A} {b} for {c} {d}",
    "Towards {a} {b}",
    "On the {a} of {b} {c}",
    "{A}: {b} {c} at scale",
    "Efficient {a} {b} in {c} systems",
    "Learning {a} {b} from {c}",
]
PAPER_ADJ = "adaptive scalable incremental robust efficient distributed probabilistic hierarchical focused".split()
VENUES = "SIGIR SIGMOD VLDB WWW KDD NeurIPS ICML USENIX NSDI CCS OSDI CIKM WSDM ICDE".split()

# Rare words for the sparse site: Latin binomials and obscure localities.
GENERA = """Quercus Acer Betula Fagus Sorbus Ilex Taxus Salix Alnus Carpinus Tilia Ulmus Pinus Larix Abies Picea
Juniperus Corylus Prunus Malus Crataegus Fraxinus Castanea Juglans Populus Sambucus Viburnum Cornus Euonymus Buxus""".split()
EPITHETS = """robur petraea rubra saccharinum pendula sylvatica aucuparia aquifolium baccata caprea glutinosa betulus
cordata glabra sylvestris decidua alba abies communis avellana avium domestica monogyna excelsior sativa regia
tremula nigra opulus sanguinea europaeus sempervirens lanata""".split()
LOCALITIES = """Wistman Glenveagh Killarney Borrowdale Rannoch Abernethy Dinefwr Staverton Savernake Hatfield
Wychwood Kingley Strid Clunie Lydford Coed Ballochbuie Eskdale Hallerbos Białowieża Sihlwald Kellerwald""".split()
COLLECTORS = "Wardian Loudon Banks Solander Hooker Veitch Forrest Wilson Kingdon-Ward Farrer".split()


def zipf_choice(rng: random.Random, items: Sequence[str], s: float = 1.1) -> str:
    """Pick from ``items`` with probability ∝ 1/(rank+1)^s (earlier = more frequent)."""
    weights = [1.0 / (i + 1) ** s for i in range(len(items))]
    return rng.choices(items, weights)[0]


def _isbn13(rng: random.Random, used: set[str]) -> str:
    while True:
        digits = [9, 7, 8] + [rng.randrange(10) for _ in range(9)]
        check = (10 - sum(d * (3 if i % 2 else 1) for i, d in enumerate(digits)) % 10) % 10
        s = "".join(map(str, digits + [check]))
        if s not in used:
            used.add(s)
            return f"{s[:3]}-{s[3]}-{s[4:8]}-{s[8:12]}-{s[12]}"


def make_books(n: int = 500, seed: int = 1) -> list[dict]:
    """Books: id, isbn (unique), title, author, year, price, publisher, subject, format, in_stock, out_of_print."""
    rng = random.Random(seed)
    subjects = list(BOOK_SUBJECTS)
    used: set[str] = set()
    books = []
    for i in range(n):
        subject = zipf_choice(rng, subjects, 0.6)
        vocab = BOOK_SUBJECTS[subject]
        a, b = zipf_choice(rng, vocab), zipf_choice(rng, vocab)
        pattern = rng.randrange(6)
        general = zipf_choice(rng, GENERAL_TITLE_WORDS[GENERAL_TITLE_WORDS.index("new") :], 0.8)
        if pattern == 0:
            title = f"The {a.title()} and the {b.title()}"
        elif pattern == 1:
            title = f"The {general.title()} History of the {a.title()}"
        elif pattern == 2:
            title = f"{a.title()}: {general.title()} {b.title()}"
        elif pattern == 3:
            title = f"{general.title()} {a.title()}s of {rng.choice(LAST_NAMES)}"
        elif pattern == 4:
            title = f"On {a.title()}"
        else:
            title = f"The {general.title()} Guide to {a.title()} and {b.title()}"
        c, d = zipf_choice(rng, vocab), zipf_choice(rng, vocab)
        blurb = rng.choice(
            [
                f"An account of {c} and {d} for the general reader.",
                f"Explores the {c} through {d}, with notes.",
                f"A study of {c} across three centuries.",
                f"Essays on {d}.",
                f"Winner of the {rng.choice(LAST_NAMES)} prize.",
                f"{c.title()}, {d} — illustrated edition.",
                f"New translation; with {d} maps.",
                "",
            ]
        )
        books.append(
            {
                "id": f"bk{i + 1:05d}",
                "isbn": _isbn13(rng, used),
                "title": title,
                "author": f"{rng.choice(FIRST_NAMES)} {rng.choice(LAST_NAMES)}",
                "year": rng.randint(1950, 2024),
                "price": f"{rng.randint(4, 60)}.{rng.choice(['00', '50', '95', '99'])}",
                "publisher": zipf_choice(rng, PUBLISHERS, 0.7),
                "subject": subject,
                "format": rng.choice(["Hardcover", "Paperback", "Paperback", "Ebook"]),
                "in_stock": rng.random() < 0.7,
                "out_of_print": rng.random() < 0.15,
                "description": blurb,
            }
        )
    return books


def make_jobs(n: int = 300, seed: int = 2) -> list[dict]:
    """Jobs: id, ref (unique), title, company, location, salary, category, type, posted, description."""
    rng = random.Random(seed)
    families = list(JOB_FAMILIES)
    jobs = []
    for i in range(n):
        category = zipf_choice(rng, families, 0.5)
        titles, skills = JOB_FAMILIES[category]
        seniority = rng.choice(SENIORITY)
        title = f"{seniority} {zipf_choice(rng, titles, 0.9)}".strip()
        s1, s2 = zipf_choice(rng, skills), zipf_choice(rng, skills)
        low = rng.randrange(18, 90) * 1000
        jobs.append(
            {
                "id": f"j{i + 1:04d}",
                "ref": f"JR-{seed:02d}{i + 1:05d}",
                "title": title,
                "company": f"{zipf_choice(rng, COMPANIES, 0.8)} {rng.choice(['Ltd', 'plc', 'Group', 'Labs', 'Health'])}",
                "location": zipf_choice(rng, CITIES, 0.9),
                "salary": f"£{low:,} – £{low + rng.randrange(2, 20) * 1000:,}",
                "category": category,
                "type": rng.choice(JOB_TYPES),
                "posted": f"2024-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
                "description": rng.choice(
                    [
                        f"We are looking for a {title.lower()} with {s1} and {s2} experience.",
                        f"Join our {category.lower()} team: {s1}, {s2}.",
                        f"{s1.title()} skills essential; {s2} desirable.",
                        f"Immediate start. Must know {s1}.",
                        f"Great benefits, hybrid working, {s2} training provided.",
                        "",
                    ]
                ),
            }
        )
    return jobs


def make_products(n: int = 800, seed: int = 3) -> list[dict]:
    """Products: id, sku (unique), name, brand, department, price, colour, rating."""
    rng = random.Random(seed)
    depts = list(DEPARTMENTS)
    products = []
    for i in range(n):
        dept = zipf_choice(rng, depts, 0.4)
        nouns, adjs = DEPARTMENTS[dept]
        noun = zipf_choice(rng, nouns, 0.8)
        adj = zipf_choice(rng, adjs, 0.8)
        brand = zipf_choice(rng, BRANDS, 0.9)
        colour = zipf_choice(rng, COLOURS, 1.0)
        products.append(
            {
                "id": f"p{i + 1:05d}",
                "sku": f"SKU-{seed}{i + 1:06d}",
                "name": f"{brand} {adj.title()} {noun.title()} ({colour})",
                "brand": brand,
                "department": dept,
                "price": f"{rng.randint(3, 250)}.{rng.choice(['00', '49', '99'])}",
                "colour": colour,
                "rating": round(rng.uniform(2.0, 5.0), 1),
            }
        )
    return products


def make_papers(n: int = 400, seed: int = 4) -> list[dict]:
    """Papers: id, doi (unique), title, authors, venue, year, topic, abstract."""
    rng = random.Random(seed)
    topics = list(PAPER_TOPICS)
    papers = []
    for i in range(n):
        topic = zipf_choice(rng, topics, 0.5)
        vocab = PAPER_TOPICS[topic]
        a = zipf_choice(rng, PAPER_ADJ)
        b, c, d = (zipf_choice(rng, vocab) for _ in range(3))
        form = rng.choice(PAPER_FORMS)
        title = form.format(a=a, A=a.title(), b=b, c=c, d=d)
        title = title[0].upper() + title[1:]
        authors = ", ".join(f"{rng.choice(FIRST_NAMES)[0]}. {rng.choice(LAST_NAMES)}" for _ in range(rng.randint(1, 4)))
        e, f = zipf_choice(rng, vocab), zipf_choice(rng, vocab)
        papers.append(
            {
                "id": f"pa{i + 1:04d}",
                "doi": f"10.{5000 + seed}/hw.{i + 1:05d}",
                "title": title,
                "authors": authors,
                "venue": zipf_choice(rng, VENUES, 0.6),
                "year": rng.randint(1995, 2024),
                "topic": topic,
                "abstract": rng.choice(
                    [
                        f"We study {b} {c} and show that {a} {e} improves {f}.",
                        f"This paper presents a {a} method for {e}.",
                        f"Experiments on {f} benchmarks demonstrate gains in {e}.",
                        f"We propose {a} {f}; evaluation uses real {e} workloads.",
                        f"A survey of {e} techniques.",
                    ]
                ),
            }
        )
    return papers


def make_specimens(n: int = 60, seed: int = 5) -> list[dict]:
    """Herbarium specimens with rare (Latin) words: most English words match nothing."""
    rng = random.Random(seed)
    specimens = []
    for i in range(n):
        specimens.append(
            {
                "id": f"s{i + 1:03d}",
                "accession": f"HWH-{seed}{i + 1:04d}",
                "taxon": f"{rng.choice(GENERA)} {rng.choice(EPITHETS)}",
                "locality": rng.choice(LOCALITIES),
                "collector": rng.choice(COLLECTORS),
                "year": rng.randint(1820, 1990),
            }
        )
    return specimens
