"""What the generated web is about: its domains' words, names, forms and paths, and the off-topic rest.

Data only; :mod:`tests.web.generate` draws sites from it and
:mod:`tests.web.render` writes their pages with it.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: The domain definitions of the web's domains (written by :func:`tests.web.generate.write_domains`).
DOMAINS_DIR = Path(__file__).resolve().parent / "domains"

TOPICS: dict[str, dict[str, Any]] = {
    "books": {
        "words": "book books novel author isbn publisher paperback hardcover fiction literature bookstore library reading chapter edition poetry biography".split(),
        "names": [
            "Page Turner Books",
            "The Reading Room",
            "Inkwell Bookshop",
            "Chapter One Books",
            "Paperback Alley",
            "Novel Ideas",
            "The Book Nook",
            "Quill and Quire",
            "Folio Library",
            "Bindery Books",
            "Literati Store",
            "Dog-Eared Books",
            "Spine and Cover",
            "Marginalia Books",
        ],
        "nouns": [
            "Books",
            "Bookshop",
            "Booksellers",
            "Public Library",
            "Library",
            "Book Exchange",
            "Rare Books",
            "Used Books",
        ],
        "blog_nouns": ["Reading Notes", "Book Blog", "Shelf Life", "Bookworm Diary", "Literary Review", "Book Club"],
        "fields": [("title", "Title"), ("author", "Author"), ("isbn", "ISBN"), ("publisher", "Publisher")],
        "select": ("format", "Format", ["Any format", "Paperback", "Hardcover", "E-book", "Audiobook"]),
        "thing": "books",
        "categories": [
            "Fiction",
            "Mystery",
            "Children",
            "History",
            "Science",
            "Poetry",
            "Biography",
            "Cooking",
            "Travel writing",
        ],
        "final": [
            ("Find a book", "/find"),
            ("Book search", "/booksearch"),
            ("Search the catalog", "/catalog/search"),
            ("Library catalog", "/opac"),
            ("Search our inventory", "/inventory/search"),
            ("Title search", "/titles/search"),
        ],
        "steps": [
            ("Library", "/library"),
            ("Our bookstore", "/store"),
            ("Collections", "/collections"),
            ("For readers", "/readers"),
        ],
    },
    "hotels": {
        "words": "hotel hotels room rooms booking resort suite guest guests stay travel breakfast reservation lodging inn nights".split(),
        "names": [
            "Harbor View Hotels",
            "Sleepwell Inns",
            "Grand Resort Finder",
            "Cozy Stays",
            "Lodge Locator",
            "Suite Dreams",
            "Travelers Rest",
            "Inn Keeper",
        ],
        "nouns": ["Hotel", "Inn", "Resort", "Hotels", "Lodge", "Suites", "Guest House", "Hotel Group"],
        "blog_nouns": ["Travel Diary", "Hotel Reviews", "Weekend Getaways", "Road Notes", "Stay Report"],
        "fields": [("city", "Destination city"), ("checkin", "Check-in date"), ("checkout", "Check-out date")],
        "select": ("guests", "Guests", ["1 guest", "2 guests", "3 guests", "4 guests"]),
        "thing": "hotels",
        "categories": ["Rooms", "Suites", "Spa", "Meetings", "Weddings", "Dining", "Offers", "Location"],
        "final": [
            ("Find a hotel", "/hotels/find"),
            ("Check availability", "/availability"),
            ("Book a room", "/book-room"),
            ("Hotel search", "/hotelsearch"),
            ("Rates and availability", "/rates"),
        ],
        "steps": [
            ("Reservations", "/reservations"),
            ("Stay with us", "/stay"),
            ("Plan your trip", "/plan"),
            ("Our hotels", "/properties"),
        ],
    },
    "jobs": {
        "words": "job jobs career careers employer salary resume vacancy vacancies hiring position positions recruiter employment interview".split(),
        "names": ["Career Ladder", "Job Junction", "Hire Ground", "Work Finder", "Vacancy Board"],
        "nouns": ["Jobs", "Careers", "Staffing", "Recruiting", "Job Board", "Employment Agency", "Talent"],
        "blog_nouns": ["Career Advice", "Job Hunt Journal", "Resume Tips", "Workplace Blog", "Hiring Notes"],
        "fields": [("keywords", "Job title or keywords"), ("location", "Location"), ("employer", "Employer")],
        "select": ("category", "Job category", ["All categories", "Engineering", "Sales", "Nursing", "Teaching"]),
        "thing": "jobs",
        "categories": [
            "Engineering",
            "Sales",
            "Nursing",
            "Teaching",
            "Finance",
            "Retail",
            "Hospitality",
            "Internships",
        ],
        "final": [
            ("Search jobs", "/jobs/search"),
            ("Job search", "/jobsearch"),
            ("Find a job", "/findjob"),
            ("Browse vacancies", "/vacancies"),
            ("Search openings", "/openings/search"),
        ],
        "steps": [
            ("Careers", "/careers"),
            ("Employment", "/employment"),
            ("Job seekers", "/seekers"),
            ("Work with us", "/work"),
        ],
    },
    "cars": {
        "words": "car cars auto autos vehicle vehicles dealer dealers mileage sedan engine used motors truck coupe".split(),
        "names": ["Auto Trader Hub", "Used Motors", "Car Corner", "Dealer Direct"],
        "nouns": ["Motors", "Auto Sales", "Cars", "Auto Mart", "Car Dealer", "Used Cars"],
        "blog_nouns": ["Car Reviews", "Auto Blog", "Garage Talk", "Drive Report"],
        "fields": [("model", "Model"), ("maxprice", "Maximum price"), ("zip", "ZIP code")],
        "select": ("make", "Make", ["Any make", "Ford", "Toyota", "Honda", "Volkswagen"]),
        "thing": "cars",
        "categories": ["Sedans", "Trucks", "SUVs", "Coupes", "Electric", "Certified", "Financing", "Service"],
        "final": [
            ("Search inventory", "/inventory/search"),
            ("Find a car", "/findcar"),
            ("Used car search", "/usedcars/search"),
            ("Vehicle finder", "/vehicle-finder"),
        ],
        "steps": [("Inventory", "/inventory"), ("Shop cars", "/shop"), ("Pre-owned", "/preowned")],
    },
    "movies": {
        "words": "movie movies film films actor actors director cinema dvd genre trailer screenplay premiere documentary".split(),
        "names": ["Reel Archive", "Film Vault"],
        "nouns": ["Films", "Video", "DVD Store", "Film Archive", "Cinema", "Movie Database"],
        "blog_nouns": ["Film Notes", "Movie Reviews", "Cinema Diary", "Screen Talk"],
        "fields": [("title", "Movie title"), ("actor", "Actor"), ("director", "Director")],
        "select": ("genre", "Genre", ["All genres", "Comedy", "Drama", "Horror", "Documentary"]),
        "thing": "movies",
        "categories": ["Comedy", "Drama", "Horror", "Documentary", "Classics", "New releases", "Box sets", "Animation"],
        "final": [
            ("Search movies", "/movies/search"),
            ("Film finder", "/filmfinder"),
            ("DVD search", "/dvd/search"),
            ("Search titles", "/titles/search"),
            ("Search the archive", "/archive/search"),
        ],
        "steps": [
            ("Films", "/films"),
            ("DVD shop", "/dvd"),
            ("The archive", "/archive"),
            ("Screenings", "/screenings"),
        ],
    },
    # Neighbouring domains: their forms are co-located with, or look like, the ones above.
    "music": {
        "words": "music album albums cd cds artist band song songs vinyl concert lyrics record label track".split(),
        "names": ["Vinyl Revival", "Sound Cellar"],
        "nouns": ["Records", "Music", "Vinyl", "Music Store", "CD Shop"],
        "fields": [("artist", "Artist"), ("album", "Album"), ("label", "Record label")],
        "select": ("media", "Format", ["Any format", "CD", "Vinyl", "Download"]),
        "thing": "albums",
        "categories": ["Rock", "Jazz", "Classical", "Soul", "Folk"],
        "final": [("Search music", "/music/search"), ("Find an album", "/findalbum")],
        "steps": [("Shop music", "/shop"), ("Catalog", "/catalogue")],
    },
    "flights": {
        "words": "flight flights airfare airline airport ticket tickets departure arrival fare fares travel".split(),
        "names": ["Sky Fares", "Jet Deals"],
        "nouns": ["Airfares", "Flights", "Air Travel", "Fares"],
        "fields": [("origin", "From airport"), ("destination", "To airport"), ("depart", "Departure date")],
        "select": ("cabin", "Cabin class", ["Economy", "Premium", "Business"]),
        "thing": "flights",
        "categories": ["Deals", "Europe", "Asia", "Americas", "Last minute"],
        "final": [("Search flights", "/flights/search"), ("Find fares", "/fares")],
        "steps": [("Book travel", "/book"), ("Trip planner", "/planner")],
    },
    "rentals": {
        "words": "rental rentals car pickup dropoff airport vehicle travel daily rate insurance".split(),
        "names": ["Rent a Ride", "Drive Away Rentals"],
        "nouns": ["Car Rental", "Rent a Car", "Rentals"],
        "fields": [("pickup", "Pick-up location"), ("pickupdate", "Pick-up date"), ("dropoff", "Drop-off date")],
        "select": ("class", "Car class", ["Any class", "Economy", "Compact", "SUV"]),
        "thing": "rental cars",
        "categories": ["Locations", "Deals", "Fleet", "Long term"],
        "final": [("Reserve a car", "/reserve"), ("Find a rental", "/rentals/search")],
        "steps": [("Reservations", "/reservations"), ("Rent now", "/rent")],
    },
}
#: The domains discover is asked about (each has a domain file); the others are neighbours.
DOMAINS = ("books", "hotels", "jobs", "cars", "movies")
NEIGHBOURS = {
    "books": ("music", "movies"),
    "movies": ("music", "books"),
    "hotels": ("flights", "rentals"),
    "cars": ("rentals",),
    "jobs": ("books",),
}
OFF_TOPIC_WORDS = {
    "news": "news politics election weather sports report government economy market city council storm".split(),
    "recipes": "recipe recipes cooking kitchen flour sugar bake oven dinner soup salad dessert spices".split(),
    "sports": "football match league score team season coach player goal tournament stadium fans".split(),
    "tech": "software laptop phone app update developer cloud security chip review gadget battery".split(),
}
FILLER = (
    "the a of and to in is for on with that this from at by our we you are it be as more new "
    "about latest great best people day week year world story time find today"
).split()
#: Form sites per domain at scale 1: the domains' form densities differ (books densest, movies sparsest).
SITE_COUNTS = {"books": 9, "hotels": 6, "jobs": 4, "cars": 3, "movies": 2}
#: Blogs per domain at scale 1, the same for every domain: a topic's pages do not shrink with its number
#: of databases, so what differs between domains is the density of forms among on-topic pages (ACHE,
#: Table 1), not the size of the on-topic region a crawl can exhaust.
BLOGS_PER_DOMAIN = 12
PREFIXES = [
    "City",
    "Riverside",
    "Oak Street",
    "Northern",
    "Blue Door",
    "Main Street",
    "Harbor",
    "Golden",
    "Union",
    "Pioneer",
    "Maple",
    "Summit",
    "Lakeside",
    "Old Town",
    "Westend",
    "Capital",
    "Red Brick",
    "Corner",
    "Evergreen",
    "Granite",
    "Willow",
    "Beacon",
    "Coastal",
    "Prairie",
    "Silver",
    "Highland",
]

# Realistic path patterns that do not belong to one domain (mixed with the domain's own per site).
GENERIC_FINAL = [
    ("Advanced search", "/search/advanced"),
    ("Advanced Search", "/advanced_search.php"),
    ("Search", "/search.html"),
    ("Power search", "/powersearch"),
    ("Detailed search", "/search/detailed"),
    ("Search our database", "/db/query"),
    ("Start here", "/start"),
    ("Go", "/go.asp"),
]
GENERIC_STEPS = [
    ("Catalog", "/catalog"),
    ("Shop", "/shop"),
    ("Services", "/services"),
    ("Online services", "/online"),
    ("Browse", "/browse"),
    ("Resources", "/resources"),
    ("Tools", "/tools"),
    ("Visit us", "/visit"),
]
INFO_PAGES = [
    ("About us", "/about"),
    ("Contact", "/contact"),
    ("Help", "/help"),
    ("FAQ", "/faq"),
    ("Privacy policy", "/privacy"),
    ("Terms of use", "/terms"),
    ("Gift cards", "/gift-cards"),
    ("Events", "/events"),
    ("Press", "/press"),
    ("Sitemap", "/sitemap"),
    ("Store locator", "/locations"),
    ("News", "/news"),
    ("Careers at {name}", "/jobs-at-us"),
    ("Accessibility", "/accessibility"),
]
ITEM_PATTERNS = [
    "/item/{k}",
    "/product.php?id={k}",
    "/p/{k}.html",
    "/{thing}/{k}",
    "/detail?ref={k}",
    "/view/{k}-{slug}",
]
POST_PATTERNS = ["/post/{k}", "/{year}/{month}/{slug}-{k}.html", "/blog/{k}/{slug}", "/?p={k}"]
