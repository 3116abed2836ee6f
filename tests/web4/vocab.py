"""Family D's words: eight languages (three of them in non-Latin scripts), as real sites of each country write them.

Used vehicles for sale is the target topic; car parts, car insurance and car
rental are its neighbours (their words and even their forms' fields overlap);
eight more topics fill the rest of the web.
"""

from __future__ import annotations

TARGET = "vehicles"
LANGS = ("en", "de", "fr", "cs", "tr", "el", "ru", "ja")
#: A good share of non-Latin scripts: Greek, Cyrillic and Japanese are 3/8.4 of the sites.
LANG_WEIGHTS = (1.4, 1, 1, 1, 1, 1, 1, 1)
CHARSETS = {  # legacy encodings some sites of a language still serve (the rest: UTF-8)
    "de": "iso-8859-1",
    "fr": "windows-1252",
    "cs": "windows-1250",
    "tr": "iso-8859-9",
    "el": "iso-8859-7",
    "ru": "windows-1251",
    "ja": "shift_jis",
}
LEGACY_SHARE = {"en": 0.0, "de": 0.15, "fr": 0.1, "cs": 0.3, "tr": 0.2, "el": 0.25, "ru": 0.35, "ja": 0.4}

_UI_KEYS = (
    "home about contact privacy imprint login newsletter finance tradein testdrive buy stock next prev sort "
    "price_asc price_desc compare add_compare print latest links members welcome none calendar site_search send "
    "news forum reply more new_cars register credit partners lang results"
).split()
_UI_ROWS = {
    "en": "Home|About us|Contact|Privacy policy|Legal notice|Log in|Newsletter|Finance|Value my car|Book a test drive|Buy|Stock|Next|Previous|Sort by|Price: low to high|Price: high to low|Compare|Add to compare|Print|Latest|Links|Members|Welcome|No vehicles match|Events|Search|Send|News|Forum|Reply|Read more|New cars|Register|Website by|Partners|English|results",
    "de": "Startseite|Über uns|Kontakt|Datenschutz|Impressum|Anmelden|Newsletter|Finanzierung|Fahrzeugbewertung|Probefahrt vereinbaren|Kaufen|Bestand|Weiter|Zurück|Sortieren nach|Preis aufsteigend|Preis absteigend|Vergleichen|Zum Vergleich hinzufügen|Drucken|Neueste|Links|Mitglieder|Willkommen|Keine Fahrzeuge gefunden|Termine|Suche|Absenden|Aktuelles|Forum|Antworten|Weiterlesen|Neuwagen|Registrieren|Webdesign:|Partner|Deutsch|Treffer",
    "fr": "Accueil|Qui sommes-nous|Contact|Confidentialité|Mentions légales|Connexion|Lettre d'information|Financement|Estimer mon véhicule|Réserver un essai|Acheter|Stock|Suivant|Précédent|Trier par|Prix croissant|Prix décroissant|Comparer|Ajouter au comparateur|Imprimer|Nouveautés|Liens|Membres|Bienvenue|Aucun véhicule|Agenda|Rechercher|Envoyer|Actualités|Forum|Répondre|Lire la suite|Véhicules neufs|Créer un compte|Réalisation :|Partenaires|Français|résultats",
    "cs": "Úvod|O nás|Kontakt|Ochrana osobních údajů|Obchodní podmínky|Přihlásit|Novinky e-mailem|Financování|Výkup vozidel|Zkušební jízda|Koupit|Skladem|Další|Předchozí|Řadit podle|Od nejlevnějšího|Od nejdražšího|Porovnat|Přidat k porovnání|Tisk|Nejnovější|Odkazy|Členové|Vítejte|Žádná vozidla|Kalendář akcí|Hledat|Odeslat|Aktuality|Fórum|Odpovědět|Více|Nové vozy|Registrace|Tvorba webu:|Partneři|Čeština|výsledků",
    "tr": "Ana sayfa|Hakkımızda|İletişim|Gizlilik politikası|Kullanım koşulları|Giriş yap|E-bülten|Kredi seçenekleri|Aracımın değeri|Test sürüşü randevusu|Satın al|Stok|Sonraki|Önceki|Sırala|Fiyat artan|Fiyat azalan|Karşılaştır|Karşılaştırmaya ekle|Yazdır|En yeniler|Bağlantılar|Üyeler|Hoş geldiniz|Araç bulunamadı|Etkinlikler|Ara|Gönder|Haberler|Forum|Yanıtla|Devamı|Sıfır araçlar|Üye ol|Web tasarım:|İş ortakları|Türkçe|sonuç",
    "el": "Αρχική|Η εταιρεία|Επικοινωνία|Πολιτική απορρήτου|Όροι χρήσης|Σύνδεση|Ενημερωτικό δελτίο|Χρηματοδότηση|Εκτίμηση αυτοκινήτου|Κλείστε test drive|Αγορά|Απόθεμα|Επόμενη|Προηγούμενη|Ταξινόμηση|Τιμή αύξουσα|Τιμή φθίνουσα|Σύγκριση|Προσθήκη στη σύγκριση|Εκτύπωση|Τελευταία|Σύνδεσμοι|Μέλη|Καλώς ήρθατε|Δεν βρέθηκαν οχήματα|Εκδηλώσεις|Αναζήτηση|Αποστολή|Νέα|Φόρουμ|Απάντηση|Περισσότερα|Καινούρια|Εγγραφή|Κατασκευή ιστοσελίδας:|Συνεργάτες|Ελληνικά|αποτελέσματα",
    "ru": "Главная|О компании|Контакты|Политика конфиденциальности|Правовая информация|Войти|Рассылка|Кредит|Оценка автомобиля|Запись на тест-драйв|Купить|В наличии|Далее|Назад|Сортировать|Сначала дешёвые|Сначала дорогие|Сравнить|Добавить к сравнению|Версия для печати|Новинки|Ссылки|Участники|Добро пожаловать|Автомобили не найдены|Календарь|Поиск|Отправить|Новости|Форум|Ответить|Подробнее|Новые автомобили|Регистрация|Разработка сайта:|Партнёры|Русский|результатов",
    "ja": "ホーム|会社概要|お問い合わせ|プライバシーポリシー|特定商取引法に基づく表記|ログイン|メールマガジン|ローン・クレジット|買取査定|試乗予約|購入|在庫|次へ|前へ|並び替え|価格の安い順|価格の高い順|比較|比較リストに追加|印刷|新着|リンク集|会員|ようこそ|該当する車両はありません|イベント|検索|送信|ニュース|掲示板|返信|続きを読む|新車|会員登録|制作：|提携先|日本語|件",
}
UI: dict[str, dict[str, str]] = {}
for _lang, _row in _UI_ROWS.items():
    _vals = _row.split("|")
    assert len(_vals) == len(_UI_KEYS), (_lang, len(_vals), len(_UI_KEYS))
    UI[_lang] = dict(zip(_UI_KEYS, _vals, strict=True))

#: The vehicle search's attributes: (name in the domain file, label per language).
FIELD_KEYS = ("make", "model", "price", "year", "mileage", "fuel", "gearbox", "body", "location")
_FIELD_ROWS = {
    "en": "Make|Model|Price|First registration|Mileage|Fuel|Gearbox|Body type|Location",
    "de": "Marke|Modell|Preis|Erstzulassung|Kilometerstand|Kraftstoff|Getriebe|Karosserieform|Standort",
    "fr": "Marque|Modèle|Prix|Année|Kilométrage|Énergie|Boîte de vitesses|Carrosserie|Localisation",
    "cs": "Značka|Model|Cena|Rok výroby|Najeto|Palivo|Převodovka|Karoserie|Lokalita",
    "tr": "Marka|Model|Fiyat|Model yılı|Kilometre|Yakıt|Vites|Kasa tipi|Şehir",
    "el": "Μάρκα|Μοντέλο|Τιμή|Χρονολογία|Χιλιόμετρα|Καύσιμο|Κιβώτιο|Τύπος αμαξώματος|Περιοχή",
    "ru": "Марка|Модель|Цена|Год выпуска|Пробег|Топливо|Коробка передач|Тип кузова|Город",
    "ja": "メーカー|車種|価格|年式|走行距離|燃料|ミッション|ボディタイプ|地域",
}
FIELDS = {lang: dict(zip(FIELD_KEYS, row.split("|"), strict=True)) for lang, row in _FIELD_ROWS.items()}
#: More names the same attributes go by on real sites (for the domain file's aliases).
FIELD_ALIASES = {
    "make": [
        "brand",
        "manufacturer",
        "hersteller",
        "fabricant",
        "výrobce",
        "üretici",
        "κατασκευαστής",
        "производитель",
        "メーカー名",
    ],
    "model": ["model", "modèle", "modell", "seri", "серия", "モデル"],
    "price": [
        "price from",
        "price to",
        "max price",
        "preis bis",
        "prix max",
        "cena do",
        "fiyat aralığı",
        "τιμή έως",
        "цена до",
        "本体価格",
        "支払総額",
    ],
    "year": ["year", "registration", "ez", "baujahr", "mise en circulation", "rok", "yıl", "έτος", "год", "初度登録"],
    "mileage": [
        "km",
        "kilometres",
        "laufleistung",
        "kilométrage max",
        "stav tachometru",
        "km'de",
        "διανυθέντα",
        "км",
        "距離",
    ],
    "fuel": ["fuel type", "kraftstoffart", "carburant", "druh paliva", "yakıt tipi", "тип двигателя", "エンジン"],
    "gearbox": ["transmission", "schaltung", "boîte", "şanzıman", "σασμάν", "кпп", "トランスミッション"],
    "body": ["body", "fahrzeugtyp", "type de véhicule", "typ vozu", "kasa", "αμάξωμα", "кузов", "ボディ"],
    "location": [
        "postcode",
        "city",
        "plz",
        "ort",
        "ville",
        "région",
        "město",
        "kraj",
        "il",
        "πόλη",
        "регион",
        "都道府県",
    ],
}
SPECIFICITY = {
    "make": 0.6,
    "model": 0.6,
    "price": 0.3,
    "year": 0.5,
    "mileage": 0.7,
    "fuel": 0.6,
    "gearbox": 0.6,
    "body": 0.5,
    "location": 0.2,
}
#: from, to, any, the search button.
RANGE = {
    "en": ("from", "to", "Any", "Show results"),
    "de": ("von", "bis", "Beliebig", "Angebote anzeigen"),
    "fr": ("de", "à", "Indifférent", "Voir les offres"),
    "cs": ("od", "do", "Nerozhoduje", "Zobrazit vozy"),
    "tr": ("en az", "en çok", "Tümü", "Sonuçları göster"),
    "el": ("από", "έως", "Όλα", "Εμφάνιση"),
    "ru": ("от", "до", "Любая", "Показать"),
    "ja": ("下限", "上限", "指定なし", "この条件で表示"),
}
FUELS = {
    "en": "Petrol|Diesel|Hybrid|Electric|LPG",
    "de": "Benzin|Diesel|Hybrid|Elektro|Autogas",
    "fr": "Essence|Diesel|Hybride|Électrique|GPL",
    "cs": "Benzín|Nafta|Hybrid|Elektro|LPG",
    "tr": "Benzin|Dizel|Hibrit|Elektrik|LPG",
    "el": "Βενζίνη|Πετρέλαιο|Υβριδικό|Ηλεκτρικό|Υγραέριο",
    "ru": "Бензин|Дизель|Гибрид|Электро|Газ",
    "ja": "ガソリン|ディーゼル|ハイブリッド|電気|LPG",
}
GEARS = {
    "en": "Manual|Automatic",
    "de": "Schaltgetriebe|Automatik",
    "fr": "Manuelle|Automatique",
    "cs": "Manuální|Automatická",
    "tr": "Manuel|Otomatik",
    "el": "Χειροκίνητο|Αυτόματο",
    "ru": "Механика|Автомат",
    "ja": "MT|AT",
}
BODIES = {
    "en": "Saloon|Estate|Hatchback|SUV|Van|Motorbike",
    "de": "Limousine|Kombi|Kleinwagen|SUV|Transporter|Motorrad",
    "fr": "Berline|Break|Citadine|SUV|Utilitaire|Moto",
    "cs": "Sedan|Kombi|Hatchback|SUV|Dodávka|Motocykl",
    "tr": "Sedan|Station wagon|Hatchback|SUV|Panelvan|Motosiklet",
    "el": "Sedan|Station wagon|Hatchback|SUV|Βαν|Μοτοσυκλέτα",
    "ru": "Седан|Универсал|Хэтчбек|Внедорожник|Фургон|Мотоцикл",
    "ja": "セダン|ステーションワゴン|ハッチバック|SUV|バン|バイク",
}
#: (make, models, slug of the make): vans and motorbikes among them.
MAKES = [
    ("Volkswagen", ["Golf", "Passat", "Polo", "Transporter"], "vw"),
    ("BMW", ["320d", "X3", "R 1250 GS"], "bmw"),
    ("Mercedes-Benz", ["C 200", "Sprinter", "Vito"], "mercedes"),
    ("Škoda", ["Octavia", "Fabia", "Superb"], "skoda"),
    ("Renault", ["Clio", "Kangoo", "Mégane"], "renault"),
    ("Peugeot", ["208", "308", "Partner"], "peugeot"),
    ("Toyota", ["Corolla", "Yaris", "Prius", "Hilux"], "toyota"),
    ("Ford", ["Focus", "Transit", "Fiesta"], "ford"),
    ("Fiat", ["Panda", "Ducato", "Doblò"], "fiat"),
    ("Dacia", ["Duster", "Sandero"], "dacia"),
    ("Honda", ["Civic", "CB500F", "Jazz"], "honda"),
    ("Yamaha", ["MT-07", "Tracer 9"], "yamaha"),
    ("Hyundai", ["i30", "Tucson"], "hyundai"),
    ("LADA", ["Vesta", "Niva"], "lada"),
]
MAKES_JA = [
    ("トヨタ", ["プリウス", "アクア", "ハイエース"], "toyota"),
    ("ホンダ", ["フィット", "N-BOX", "CB400"], "honda"),
    ("日産", ["ノート", "セレナ"], "nissan"),
    ("スズキ", ["ジムニー", "スイフト"], "suzuki"),
    ("マツダ", ["CX-5", "ロードスター"], "mazda"),
    ("ダイハツ", ["タント", "ハイゼット"], "daihatsu"),
    ("ヤマハ", ["MT-07", "セロー"], "yamaha"),
]
CURRENCY = {"en": "£", "de": "€", "fr": "€", "cs": "Kč", "tr": "TL", "el": "€", "ru": "₽", "ja": "万円"}
PRICE_STEPS = {
    "en": [2000, 5000, 10000, 20000, 40000],
    "de": [2500, 5000, 10000, 20000, 50000],
    "fr": [3000, 6000, 12000, 25000, 50000],
    "cs": [50000, 100000, 250000, 500000, 1000000],
    "tr": [250000, 500000, 1000000, 2000000],
    "el": [3000, 6000, 12000, 25000, 50000],
    "ru": [300000, 700000, 1500000, 3000000],
    "ja": [30, 50, 100, 200, 300],
}

#: The way to the vehicle search: anchors of the link to its page (many without a word for "search").
ENTRIES = {
    "en": [
        "Vehicle search",
        "Find your next car",
        "Detailed search",
        "Browse by make and price",
        "Shop used",
        "Pre-owned selector",
    ],
    "de": [
        "Fahrzeugsuche",
        "Detailsuche",
        "Traumauto finden",
        "Autobörse",
        "Fahrzeuge nach Wunsch",
        "Erweiterte Fahrzeugsuche",
    ],
    "fr": [
        "Recherche de véhicule",
        "Trouver mon véhicule",
        "Recherche détaillée",
        "Votre futur véhicule",
        "Occasions sur mesure",
    ],
    "cs": ["Vyhledávání vozidel", "Podrobné hledání", "Najít vůz", "Vyberte si vůz", "Vůz na míru"],
    "tr": ["Araç ara", "Detaylı arama", "Aracını bul", "Hayalindeki araç", "Kriterlere göre araçlar"],
    "el": [
        "Αναζήτηση οχημάτων",
        "Σύνθετη αναζήτηση",
        "Βρείτε αυτοκίνητο",
        "Επιλογή αυτοκινήτου",
        "Το επόμενο αυτοκίνητό σας",
    ],
    "ru": ["Поиск авто", "Расширенный поиск", "Подбор автомобиля", "Найти автомобиль", "Автомобиль мечты"],
    "ja": ["中古車検索", "条件から探す", "車両検索", "お探しの車", "メーカー・車種から探す"],
}
#: Anchors of the stock list (the vehicles' item pages, paginated).
STOCK = {
    "en": ["Stock", "Our inventory", "Used cars", "Showroom", "Cars for sale"],
    "de": ["Bestand", "Gebrauchtwagen", "Unsere Fahrzeuge", "Fahrzeugangebot"],
    "fr": ["Nos occasions", "Stock", "Véhicules d'occasion", "Notre parc"],
    "cs": ["Skladem", "Nabídka vozů", "Ojetá vozidla", "Naše vozy"],
    "tr": ["Stoktaki araçlar", "Galerimiz", "Satılık araçlar", "İkinci el"],
    "el": ["Απόθεμα", "Μεταχειρισμένα", "Αυτοκίνητα προς πώληση", "Η έκθεσή μας"],
    "ru": ["В наличии", "Автомобили с пробегом", "Каталог автомобилей", "Авто в продаже"],
    "ja": ["在庫一覧", "中古車一覧", "在庫車両", "展示車"],
}
#: Anchors of the "Buy" hub (a page of cards, one of them the search).
HUB = {
    "en": ["Buy", "Buying a car"],
    "de": ["Kaufen", "Fahrzeug kaufen"],
    "fr": ["Acheter", "Achat"],
    "cs": ["Koupit vůz", "Nákup vozu"],
    "tr": ["Araç al", "Satın al"],
    "el": ["Αγορά", "Αγορά αυτοκινήτου"],
    "ru": ["Купить", "Покупка автомобиля"],
    "ja": ["車を買う", "購入"],
}
#: ASCII (or native) path words of the "routes" scheme: stock, search page, hub, events, print, compare.
SLUGS = {
    "en": ("vehicles", "find-a-car", "buy", "events", "print", "compare"),
    "de": ("fahrzeuge", "fahrzeugsuche", "kaufen", "termine", "drucken", "vergleich"),
    "fr": ("vehicules", "recherche-vehicule", "acheter", "agenda", "imprimer", "comparateur"),
    "cs": ("vozidla", "vyhledavani", "koupit", "akce", "tisk", "porovnani"),
    "tr": ("araclar", "arac-ara", "satin-al", "etkinlikler", "yazdir", "karsilastir"),
    "el": ("oximata", "anazitisi", "agora", "ekdiloseis", "ektyposi", "sygkrisi"),
    "ru": ("avto", "poisk", "kupit", "sobytiya", "pechat", "sravnenie"),
    "ja": ("cars", "search", "buy", "event", "print", "compare"),
}
NATIVE_SLUGS = {  # percent-encoded in the links
    "ja": ("中古車", "中古車検索", "購入", "イベント", "印刷", "比較"),
    "ru": ("авто", "поиск-авто", "купить", "события", "печать", "сравнение"),
    "el": ("οχήματα", "αναζήτηση", "αγορά", "εκδηλώσεις", "εκτύπωση", "σύγκριση"),
}

#: Topics: directory label and words, per language.
_TOPIC_ROWS: dict[str, dict[str, str]] = {
    "vehicles": {
        "en": "Cars & Motoring|car cars used dealer vehicle mileage diesel hatchback warranty motorbike van",
        "de": "Auto & Verkehr|Auto Gebrauchtwagen Fahrzeug Autohaus Kilometerstand Diesel Kombi Garantie Motorrad Transporter",
        "fr": "Automobile|voiture occasion véhicule concessionnaire kilométrage diesel garantie moto utilitaire",
        "cs": "Auto-moto|auto vůz ojeté vozidlo autobazar najeto nafta záruka motocykl dodávka",
        "tr": "Otomobil|araç otomobil ikinci el galeri kilometre dizel garanti motosiklet panelvan",
        "el": "Αυτοκίνητο|αυτοκίνητο μεταχειρισμένο όχημα αντιπροσωπεία χιλιόμετρα πετρέλαιο εγγύηση μοτοσυκλέτα",
        "ru": "Авто и мото|автомобиль авто пробег автосалон дизель гарантия мотоцикл фургон иномарка",
        "ja": "自動車|中古車 車 自動車 販売店 走行距離 車検 保証 バイク 軽自動車",
    },
    "parts": {
        "en": "Car parts|parts brake filter tyre spare exhaust bulb battery",
        "de": "Autoteile|Ersatzteile Bremse Filter Reifen Auspuff Batterie Zubehör",
        "fr": "Pièces auto|pièces frein filtre pneu échappement batterie accessoires",
        "cs": "Autodíly|díly brzdy filtr pneumatiky výfuk baterie příslušenství",
        "tr": "Yedek parça|parça fren filtre lastik egzoz akü aksesuar",
        "el": "Ανταλλακτικά|ανταλλακτικά φρένα φίλτρο ελαστικά εξάτμιση μπαταρία",
        "ru": "Автозапчасти|запчасти тормоза фильтр шины глушитель аккумулятор",
        "ja": "カー用品|部品 ブレーキ フィルター タイヤ マフラー バッテリー",
    },
    "insurance": {
        "en": "Insurance|insurance cover premium policy claim excess",
        "de": "Versicherungen|Versicherung Kfz-Versicherung Beitrag Police Schaden Vollkasko",
        "fr": "Assurance|assurance contrat prime sinistre franchise",
        "cs": "Pojištění|pojištění povinné ručení pojistka škoda havarijní",
        "tr": "Sigorta|sigorta kasko poliçe prim hasar",
        "el": "Ασφάλειες|ασφάλεια ασφάλιστρο συμβόλαιο ζημιά κάλυψη",
        "ru": "Страхование|страхование ОСАГО КАСКО полис страховка",
        "ja": "保険|保険 自動車保険 保険料 補償 契約",
    },
    "rental": {
        "en": "Car hire|hire rental airport pickup return daily",
        "de": "Autovermietung|Mietwagen Vermietung Flughafen Abholung Rückgabe Tagesmiete",
        "fr": "Location de voitures|location loueur aéroport retrait restitution",
        "cs": "Půjčovna aut|půjčovna pronájem letiště vyzvednutí vrácení",
        "tr": "Araç kiralama|kiralık kiralama havalimanı teslim günlük",
        "el": "Ενοικιάσεις αυτοκινήτων|ενοικίαση αεροδρόμιο παραλαβή επιστροφή",
        "ru": "Прокат авто|прокат аренда аэропорт получение возврат",
        "ja": "レンタカー|レンタカー 空港 貸出 返却 料金",
    },
    "travel": {
        "en": "Travel|hotel beach flight holiday island tour",
        "de": "Reisen|Hotel Strand Flug Urlaub Insel Rundreise",
        "fr": "Voyages|hôtel plage vol vacances île circuit",
        "cs": "Cestování|hotel pláž letenka dovolená ostrov zájezd",
        "tr": "Seyahat|otel plaj uçuş tatil ada tur",
        "el": "Ταξίδια|ξενοδοχείο παραλία πτήση διακοπές νησί εκδρομή",
        "ru": "Путешествия|отель пляж перелёт отпуск остров тур",
        "ja": "旅行|ホテル 温泉 航空券 観光 ツアー",
    },
    "cooking": {
        "en": "Food & Cooking|recipe oven flour sauce bake dinner",
        "de": "Kochen|Rezept Backofen Mehl Soße backen Abendessen",
        "fr": "Cuisine|recette four farine sauce gâteau dîner",
        "cs": "Vaření|recept trouba mouka omáčka pečení večeře",
        "tr": "Yemek|tarif fırın un sos tatlı akşam",
        "el": "Μαγειρική|συνταγή φούρνος αλεύρι σάλτσα γλυκό",
        "ru": "Кулинария|рецепт духовка мука соус выпечка ужин",
        "ja": "料理|レシピ オーブン 小麦粉 ソース お菓子 夕食",
    },
    "sport": {
        "en": "Sport|football match league season goal coach",
        "de": "Sport|Fußball Spiel Liga Saison Tor Trainer",
        "fr": "Sport|football match ligue saison but entraîneur",
        "cs": "Sport|fotbal zápas liga sezóna gól trenér",
        "tr": "Spor|futbol maç lig sezon gol teknik",
        "el": "Αθλητισμός|ποδόσφαιρο αγώνας πρωτάθλημα γκολ προπονητής",
        "ru": "Спорт|футбол матч лига сезон гол тренер",
        "ja": "スポーツ|サッカー 試合 リーグ シーズン ゴール 監督",
    },
    "technews": {
        "en": "Technology|smartphone laptop software update chip review",
        "de": "Technik|Smartphone Laptop Software Update Chip Test",
        "fr": "High-tech|smartphone ordinateur logiciel mise-à-jour test",
        "cs": "Technologie|mobil notebook software aktualizace recenze",
        "tr": "Teknoloji|akıllı telefon dizüstü yazılım güncelleme inceleme",
        "el": "Τεχνολογία|κινητό λάπτοπ λογισμικό αναβάθμιση κριτική",
        "ru": "Технологии|смартфон ноутбук программа обновление обзор",
        "ja": "テクノロジー|スマホ パソコン ソフト アップデート レビュー",
    },
    "garden": {
        "en": "Home & Garden|garden plants seeds lawn roses compost",
        "de": "Haus & Garten|Garten Pflanzen Samen Rasen Rosen Kompost",
        "fr": "Maison & Jardin|jardin plantes graines pelouse rosiers",
        "cs": "Dům a zahrada|zahrada rostliny semena trávník růže",
        "tr": "Ev ve bahçe|bahçe bitki tohum çim gül",
        "el": "Σπίτι & Κήπος|κήπος φυτά σπόροι γκαζόν τριαντάφυλλα",
        "ru": "Дом и сад|сад растения семена газон розы",
        "ja": "住まい・園芸|庭 植物 種 芝生 バラ",
    },
    "music": {
        "en": "Music|concert album band guitar festival",
        "de": "Musik|Konzert Album Band Gitarre Festival",
        "fr": "Musique|concert album groupe guitare festival",
        "cs": "Hudba|koncert album kapela kytara festival",
        "tr": "Müzik|konser albüm grup gitar festival",
        "el": "Μουσική|συναυλία δίσκος συγκρότημα κιθάρα φεστιβάλ",
        "ru": "Музыка|концерт альбом группа гитара фестиваль",
        "ja": "音楽|コンサート アルバム バンド ギター フェス",
    },
    "health": {
        "en": "Health|doctor clinic therapy fitness diet",
        "de": "Gesundheit|Arzt Praxis Therapie Fitness Ernährung",
        "fr": "Santé|médecin cabinet thérapie forme nutrition",
        "cs": "Zdraví|lékař ordinace terapie fitness strava",
        "tr": "Sağlık|doktor klinik tedavi fitness diyet",
        "el": "Υγεία|γιατρός ιατρείο θεραπεία γυμναστική διατροφή",
        "ru": "Здоровье|врач клиника терапия фитнес питание",
        "ja": "健康|医師 クリニック 治療 フィットネス 食事",
    },
    "webdesign": {
        "en": "Web design|website design hosting agency seo",
        "de": "Webdesign|Webseite Gestaltung Hosting Agentur SEO",
        "fr": "Création de sites|site conception hébergement agence référencement",
        "cs": "Tvorba webů|web design hosting agentura SEO",
        "tr": "Web tasarım|site tasarım hosting ajans SEO",
        "el": "Κατασκευή ιστοσελίδων|ιστοσελίδα σχεδιασμός φιλοξενία SEO",
        "ru": "Веб-дизайн|сайт дизайн хостинг студия продвижение",
        "ja": "ホームページ制作|サイト デザイン サーバー 制作会社 SEO",
    },
    "news": {
        "en": "News & Media|news report politics weather city",
        "de": "Nachrichten|Nachrichten Bericht Politik Wetter Stadt",
        "fr": "Actualités|actualité reportage politique météo ville",
        "cs": "Zprávy|zprávy reportáž politika počasí město",
        "tr": "Haber|haber rapor siyaset hava şehir",
        "el": "Ειδήσεις|ειδήσεις ρεπορτάζ πολιτική καιρός πόλη",
        "ru": "Новости и СМИ|новости репортаж политика погода город",
        "ja": "ニュース|ニュース 報道 政治 天気 地域",
    },
    "regional": {
        "en": "Regional|town council region local guide",
        "de": "Regionales|Stadt Gemeinde Region lokal",
        "fr": "Régions|ville commune région local",
        "cs": "Regiony|město obec kraj místní",
        "tr": "Bölgesel|şehir belediye bölge yerel",
        "el": "Περιφέρειες|πόλη δήμος περιφέρεια τοπικά",
        "ru": "Регионы|город район область местные",
        "ja": "地域情報|市 町 地域 地元",
    },
}
TOPIC_LABEL = {t: {lang: row.split("|")[0] for lang, row in rows.items()} for t, rows in _TOPIC_ROWS.items()}
TOPIC_WORDS = {t: {lang: row.split("|")[1].split() for lang, row in rows.items()} for t, rows in _TOPIC_ROWS.items()}
NEIGHBOURS = ("parts", "insurance", "rental")
OTHERS = ("travel", "cooking", "sport", "technews", "garden", "music", "health", "webdesign")

#: Kinds of vehicle businesses: names they give themselves.
BUSINESS = {
    "en": ["Motors", "Car Sales", "Autos", "Motor Group", "Van Centre", "Motorcycles", "Car Auctions"],
    "de": ["Autohaus", "Automobile", "Autohandel", "Fahrzeughandel", "Motorradhaus", "Autobörse"],
    "fr": ["Automobiles", "Garage", "Occasions", "Auto Sélection", "Motos"],
    "cs": ["Autobazar", "Auto", "Autosalon", "Motocentrum", "Autocentrum"],
    "tr": ["Otomotiv", "Oto Galeri", "Motors", "Oto Pazarı"],
    "el": ["Αυτοκίνητα", "Μεταχειρισμένα", "Auto", "Μοτο"],
    "ru": ["Автосалон", "Авто", "Моторс", "Автоцентр", "Мотосалон"],
    "ja": ["自動車", "モータース", "オート", "中古車センター", "オートオークション"],
}
#: (native, romanised) name parts: family names and place names.
NAMES = {
    "en": [
        ("Smith", "smith"),
        ("Taylor", "taylor"),
        ("Hughes", "hughes"),
        ("Bristol", "bristol"),
        ("Kingsway", "kingsway"),
        ("Evans", "evans"),
        ("Northgate", "northgate"),
        ("Parker", "parker"),
    ],
    "de": [
        ("Müller", "mueller"),
        ("Schröder", "schroeder"),
        ("Weber", "weber"),
        ("Becker", "becker"),
        ("Hoffmann", "hoffmann"),
        ("Ruhrtal", "ruhrtal"),
        ("Bergstraße", "bergstrasse"),
        ("Köhler", "koehler"),
    ],
    "fr": [
        ("Dubois", "dubois"),
        ("Lefèvre", "lefevre"),
        ("Moreau", "moreau"),
        ("Rhône", "rhone"),
        ("Provence", "provence"),
        ("Girard", "girard"),
        ("Bretagne", "bretagne"),
    ],
    "cs": [
        ("Novák", "novak"),
        ("Dvořák", "dvorak"),
        ("Svoboda", "svoboda"),
        ("Černý", "cerny"),
        ("Brno", "brno"),
        ("Vysočina", "vysocina"),
        ("Kučera", "kucera"),
    ],
    "tr": [
        ("Yılmaz", "yilmaz"),
        ("Kaya", "kaya"),
        ("Demir", "demir"),
        ("Çelik", "celik"),
        ("Öztürk", "ozturk"),
        ("Ankara", "ankara"),
        ("Ege", "ege"),
    ],
    "el": [
        ("Παπαδόπουλος", "papadopoulos"),
        ("Γεωργίου", "georgiou"),
        ("Νικολάου", "nikolaou"),
        ("Αθήνα", "athina"),
        ("Θεσσαλονίκη", "thessaloniki"),
        ("Κρήτη", "kriti"),
        ("Οικονόμου", "oikonomou"),
    ],
    "ru": [
        ("Иванов", "ivanov"),
        ("Смирнов", "smirnov"),
        ("Кузнецов", "kuznetsov"),
        ("Волга", "volga"),
        ("Урал", "ural"),
        ("Сибирь", "sibir"),
        ("Петров", "petrov"),
    ],
    "ja": [
        ("田中", "tanaka"),
        ("鈴木", "suzuki"),
        ("佐藤", "sato"),
        ("山本", "yamamoto"),
        ("大阪", "osaka"),
        ("札幌", "sapporo"),
        ("名古屋", "nagoya"),
        ("高橋", "takahashi"),
    ],
}
ROMAN_TOPIC = {
    "vehicles": ["auto", "cars", "motors", "autohaus", "avto", "oto", "jidosha", "usedcars"],
    "parts": ["parts", "autoteile", "dily", "zapchasti", "parca"],
    "insurance": ["insure", "versicherung", "pojisteni", "strahovanie", "sigorta"],
    "rental": ["rent", "mietwagen", "hire", "prokat", "kiralama"],
}
TLDS = {
    "en": [".co.uk.test", ".com.test"],
    "de": [".de.test", ".at.test"],
    "fr": [".fr.test", ".be.test"],
    "cs": [".cz.test"],
    "tr": [".com.tr.test"],
    "el": [".gr.test"],
    "ru": [".ru.test"],
    "ja": [".jp.test", ".co.jp.test"],
}
DIRECTORY = {
    "en": "UK Web Index",
    "de": "Webkatalog Deutschland",
    "fr": "Annuaire Web France",
    "cs": "Katalog stránek Česko",
    "tr": "Türkiye Web Rehberi",
    "el": "Ελληνικός Κατάλογος Ιστοσελίδων",
    "ru": "Каталог сайтов Рунета",
    "ja": "日本ウェブディレクトリ",
}
FILLER = {
    "en": "the a and of for with our we you more all this great new offer team today quality service best since family local".split(),
    "de": "der die das und mit für unser wir Sie mehr alle neue Angebot Team heute Qualität Service seit Familie gerne".split(),
    "fr": "le la les et de pour avec notre nous vous plus tous nouveau offre équipe qualité service depuis famille".split(),
    "cs": "a v na s pro náš my vás více všechny nové nabídka tým kvalita servis od rodina rádi".split(),
    "tr": "ve bir ile için bizim biz siz daha tüm yeni teklif ekip kalite hizmet beri aile".split(),
    "el": "και το η οι για με μας εμείς εσείς περισσότερα όλα νέα προσφορά ομάδα ποιότητα υπηρεσία".split(),
    "ru": "и в на с для наш мы вы больше все новые предложение команда качество сервис с семья".split(),
    "ja": "の に は を と で が 私たち お客様 新しい すべて サービス 品質 安心 地域 ご家族 創業".split(),
}
MONTHS = {
    "en": "January February March April May June July August September October November December",
    "de": "Januar Februar März April Mai Juni Juli August September Oktober November Dezember",
    "fr": "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
    "cs": "leden únor březen duben květen červen červenec srpen září říjen listopad prosinec",
    "tr": "Ocak Şubat Mart Nisan Mayıs Haziran Temmuz Ağustos Eylül Ekim Kasım Aralık",
    "el": "Ιανουάριος Φεβρουάριος Μάρτιος Απρίλιος Μάιος Ιούνιος Ιούλιος Αύγουστος Σεπτέμβριος Οκτώβριος Νοέμβριος Δεκέμβριος",
    "ru": "январь февраль март апрель май июнь июль август сентябрь октябрь ноябрь декабрь",
    "ja": "1月 2月 3月 4月 5月 6月 7月 8月 9月 10月 11月 12月",
}
#: Labels of the forms that are no vehicle search (per language): name, e-mail, phone, date, message, deposit, months.
_PERSON_ROWS = {
    "en": "Name|E-mail|Phone|Preferred date|Message|Deposit|Term (months)|Calculate",
    "de": "Name|E-Mail|Telefon|Wunschtermin|Nachricht|Anzahlung|Laufzeit (Monate)|Berechnen",
    "fr": "Nom|E-mail|Téléphone|Date souhaitée|Message|Apport|Durée (mois)|Calculer",
    "cs": "Jméno|E-mail|Telefon|Termín|Zpráva|Akontace|Doba splácení (měsíce)|Spočítat",
    "tr": "Ad Soyad|E-posta|Telefon|Tercih edilen tarih|Mesaj|Peşinat|Vade (ay)|Hesapla",
    "el": "Ονοματεπώνυμο|E-mail|Τηλέφωνο|Ημερομηνία|Μήνυμα|Προκαταβολή|Διάρκεια (μήνες)|Υπολογισμός",
    "ru": "Имя|E-mail|Телефон|Желаемая дата|Сообщение|Первый взнос|Срок (мес.)|Рассчитать",
    "ja": "お名前|メールアドレス|電話番号|ご希望日|メッセージ|頭金|返済期間（月）|計算する",
}
PERSON = {lang: row.split("|") for lang, row in _PERSON_ROWS.items()}
