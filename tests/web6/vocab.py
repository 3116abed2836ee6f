"""The words of family F: ten languages, each with its own scripts, charsets and ways of naming things.

Every language has the same keys, so a renderer asks for ``L["nav"]["visit"]``
whatever the language. ``sep`` is how words of a running text are joined:
Chinese and Thai write sentences without spaces between words.
"""

from __future__ import annotations

from typing import Any

NAV_KEYS = (
    "home",
    "about",
    "visit",
    "exhibitions",
    "events",
    "news",
    "shop",
    "tickets",
    "support",
    "contact",
    "login",
    "sitemap",
    "privacy",
    "research",
    "education",
    "partners",
    "blog",
)

FIELD_KEYS = (
    "keyword",
    "title",
    "artist",
    "type",
    "date_from",
    "date_to",
    "material",
    "place",
    "department",
    "accession",
    "has_image",
    "submit",
    "any",
    "advanced",
    "reset",
    "period",
)

MISC_KEYS = (
    "next",
    "prev",
    "older",
    "more",
    "related",
    "zoom",
    "zoom_in",
    "print",
    "share",
    "sort_date",
    "sort_title",
    "read_more",
    "rights",
    "sponsors",
    "directory",
    "categories",
    "add_site",
    "new_sites",
    "results_for",
    "no_results",
    "site_search",
    "object",
    "date",
    "calendar",
    "new_search",
    "highlights",
    "hours",
    "welcome",
    "results",
    "browse_all",
    "filters",
    "network",
    "stories",
    "themes",
    "coming_soon",
    "order_copies",
    "thanks",
    "quick_links",
    "go",
    "credits",
    "floorplan",
)

CATEGORY_KEYS = (
    "culture",
    "education",
    "travel",
    "shopping",
    "business",
    "sports",
    "tech",
    "health",
    "food",
    "news",
)

NEIGHBOUR_KEYS = (
    "tickets",
    "events",
    "artshop",
    "auction",
    "genealogy",
    "tourism",
    "courses",
)

OFFTOPIC_KEYS = ("restaurant", "football", "garage", "electronics", "fitness", "lawyer", "bakery", "hotel", "dentist")

#: Labels of the neighbours' forms, per language (see :func:`tests.web6.render.neighbour_form`).
NFORM_KEYS = (
    "visit_date",
    "time_slot",
    "adults",
    "children",
    "book",
    "month",
    "category",
    "find_events",
    "product",
    "brand",
    "max_price",
    "search_products",
    "lot",
    "max_bid",
    "place_bid",
    "email",
    "alert",
    "surname",
    "given_name",
    "birth_year",
    "parish",
    "reference",
    "delivery",
    "order",
    "city",
    "what_to_visit",
    "find_places",
    "course",
    "faculty",
    "level",
    "find_courses",
    "amount",
    "name",
    "donate",
)


def _d(keys: tuple[str, ...], text: str) -> dict[str, str]:
    values = [v.strip() for v in text.strip().split("|")]
    if len(values) != len(keys):
        raise ValueError(f"{len(values)} values for {len(keys)} keys: {values[:3]}")
    return dict(zip(keys, values, strict=True))


def _l(text: str) -> list[str]:
    return [v.strip() for v in text.strip().split("|") if v.strip()]


LANGS: dict[str, dict[str, Any]] = {}

LANGS["en"] = {
    "code": "en",
    "dir": "ltr",
    "sep": " ",
    "charsets": ("UTF-8", "UTF-8", "ISO-8859-1"),
    "tlds": ("org", "org.uk", "ac.uk", "com"),
    "cities": [
        ("London", "london"),
        ("Manchester", "manchester"),
        ("Edinburgh", "edinburgh"),
        ("Bristol", "bristol"),
        ("Leeds", "leeds"),
        ("Glasgow", "glasgow"),
        ("Oxford", "oxford"),
    ],
    "inst": {
        "museum": "{city} Museum of Art and History",
        "gallery": "{city} City Art Gallery",
        "archive": "{city} Record Office",
        "library": "University of {city} Library",
        "institute": "{city} Heritage Institute",
        "auction": "{city} Auction Rooms Archive",
        "portal": "{city} Digital Collections",
    },
    "slug": {
        "museum": "museum",
        "gallery": "gallery",
        "archive": "archives",
        "library": "library",
        "institute": "heritage",
        "auction": "auctionarchive",
        "portal": "digital",
    },
    "nav": _d(
        NAV_KEYS,
        "Home|About us|Visit|Exhibitions|What's on|News|Shop|Tickets|Support us|Contact|My account|Sitemap"
        "|Privacy|Research|Learning|Partners|Blog",
    ),
    "coll": _l("Collection|Explore the collection|Online catalogue|Browse the collections|Collections online|Fonds"),
    "hub": _l("Research|For researchers|Study room"),
    "hub_link": _l("Collections database|Catalogue of holdings|Object database"),
    "form_title": _l("Search the collection|Collection search|Catalogue search"),
    "fields": _d(
        FIELD_KEYS,
        "Keyword|Title|Artist / maker|Object type|Date from|Date to|Material / technique|Place of origin"
        "|Department|Accession number|Only records with images|Search|Any|Advanced search|Clear|Period",
    ),
    "types": _l("Painting|Sculpture|Print|Photograph|Manuscript|Map|Coin|Textile|Ceramics"),
    "materials": _l("Oil on canvas|Bronze|Paper|Silk|Wood|Silver|Parchment"),
    "depts": _l("Prints and Drawings|Asian Art|Archaeology|Rare Books|Photography"),
    "places": _l("London|Edinburgh|Bengal|Flanders|Egypt"),
    "artists": _l("J. M. W. Turner|Julia Margaret Cameron|William Morris|Gwen John|Unknown maker"),
    "periods": _l("16th century|17th century|18th century|19th century|20th century"),
    "words": _l(
        "the|visitors|will|find|new|gallery|spaces|and|a|family|trail|through|our|historic|building|this|season"
        "|with|free|talks|every|weekend|opening|hours|change|in|winter"
    ),
    "topic_words": _l(
        "collection|objects|curator|conservation|archive|manuscripts|heritage|acquisition|catalogue|provenance"
        "|exhibition|artworks|records|library"
    ),
    "misc": _d(
        MISC_KEYS,
        "Next|Previous|Older posts|More|Related objects|Zoom|Zoom in|Print|Share|Sort by date|Sort by title"
        "|Read more|All rights reserved|Our sponsors|Web directory|Categories|Add your site|New sites"
        "|Results for|No results|Search this site|Object|Date|Calendar|New search|Highlights|Opening hours"
        "|Welcome|results|Browse all objects|Filters|Our network|Stories|Themes|Online database coming soon"
        "|Order copies|Thank you|Quick links|Go|Website by|Floor plan",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "Museums, archives & libraries|Education|Travel|Shopping|Business|Sports|Technology|Health"
        "|Food & drink|News & media",
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "Tickets for exhibitions|Culture guide|Art supplies|Auctioneers|Family history service|Visitor guide"
        "|University",
    ),
    "off": _d(
        OFFTOPIC_KEYS,
        "Restaurant|Football club|Car repairs|Electronics|Fitness club|Solicitors|Bakery|Hotel|Dental clinic",
    ),
    "nform": _d(
        NFORM_KEYS,
        "Date of visit|Time slot|Adults|Children|Book tickets|Month|Category|Find events|Product|Brand"
        "|Maximum price|Search products|Lot number|Maximum bid|Place bid|E-mail|Create lot alert|Surname"
        "|Given name|Year of birth|Parish|Archive reference|Delivery|Place order|City|What to visit"
        "|Find places|Course|Faculty|Level|Find courses|Amount|Name|Donate",
    ),
    "dirname": "Web directory",
    "months": _l("January|February|March|April|May|June|July|August|September|October|November|December"),
}

LANGS["zh"] = {
    "code": "zh-CN",
    "dir": "ltr",
    "sep": "",
    "charsets": ("UTF-8", "GB18030", "GBK"),
    "tlds": ("cn", "org.cn", "com.cn"),
    "cities": [
        ("北京", "beijing"),
        ("上海", "shanghai"),
        ("南京", "nanjing"),
        ("西安", "xian"),
        ("广州", "guangzhou"),
        ("成都", "chengdu"),
        ("杭州", "hangzhou"),
    ],
    "inst": {
        "museum": "{city}博物馆",
        "gallery": "{city}美术馆",
        "archive": "{city}市档案馆",
        "library": "{city}大学图书馆",
        "institute": "{city}文物保护研究所",
        "auction": "{city}拍卖行艺术档案",
        "portal": "{city}数字文化遗产",
    },
    "slug": {
        "museum": "bowuguan",
        "gallery": "meishuguan",
        "archive": "dangan",
        "library": "tushuguan",
        "institute": "wenwu",
        "auction": "paimai",
        "portal": "shuzi",
    },
    "nav": _d(
        NAV_KEYS,
        "首页|本馆概况|参观指南|展览|活动|新闻动态|文创商店|预约购票|捐赠与会员|联系我们|登录|网站地图"
        "|隐私政策|学术研究|社会教育|合作伙伴|博客",
    ),
    "coll": _l("藏品|馆藏|典藏|数字藏品|馆藏目录|藏品精粹"),
    "hub": _l("学术研究|研究服务|学术资源"),
    "hub_link": _l("藏品数据库|馆藏检索系统|文物数据库"),
    "form_title": _l("馆藏检索|藏品查询|高级检索"),
    "fields": _d(
        FIELD_KEYS,
        "关键词|名称|作者|类别|起始年代|截止年代|质地|产地|馆藏分类|藏品编号|仅显示有图片的藏品|检索|全部"
        "|高级检索|重置|年代",
    ),
    "types": _l("绘画|雕塑|版画|照片|古籍|地图|钱币|织绣|陶瓷"),
    "materials": _l("布面油画|青铜|纸本|绢本|木|银|羊皮纸"),
    "depts": _l("书画部|青铜器部|考古部|古籍部|摄影部"),
    "places": _l("河南|陕西|景德镇|苏州|敦煌"),
    "artists": _l("齐白石|徐悲鸿|吴昌硕|张大千|佚名"),
    "periods": _l("宋代|元代|明代|清代|民国"),
    "words": _l("观众|可以|在|周末|参加|免费|讲座|新|展厅|将|于|本月|开放|欢迎|家庭|参观|预约|服务|时间|调整|冬季"),
    "topic_words": _l("藏品|文物|馆藏|策展人|修复|档案|古籍|文化遗产|征集|目录|展览|艺术品|图书馆"),
    "misc": _d(
        MISC_KEYS,
        "下一页|上一页|更早的文章|更多|相关藏品|放大|继续放大|打印|分享|按年代排序|按名称排序|阅读全文"
        "|版权所有|赞助单位|网址导航|分类|提交网站|最新收录|搜索结果|没有找到结果|站内搜索|藏品|日期|日历"
        "|重新检索|精品推荐|开放时间|欢迎|条结果|浏览全部藏品|筛选|合作机构|专题故事|主题|藏品数据库即将上线"
        "|复制服务|谢谢|快速链接|前往|网站设计|平面图",
    ),
    "categories": _d(CATEGORY_KEYS, "博物馆与图书馆|教育|旅游|购物|商业|体育|科技|健康|美食|新闻媒体"),
    "neigh": _d(NEIGHBOUR_KEYS, "展览票务|文化活动|美术用品|拍卖公司|家谱服务|旅游指南|大学"),
    "off": _d(OFFTOPIC_KEYS, "餐厅|足球俱乐部|汽车维修|电子产品|健身房|律师事务所|面包店|酒店|口腔诊所"),
    "nform": _d(
        NFORM_KEYS,
        "参观日期|场次|成人|儿童|立即预约|月份|类别|查找活动|商品|品牌|最高价格|搜索商品|拍品号|最高出价"
        "|出价|电子邮箱|订阅拍品提醒|姓|名|出生年份|籍贯|档案号|交付方式|提交订单|城市|游览项目|查找景点"
        "|课程|院系|层次|查找课程|金额|姓名|捐赠",
    ),
    "dirname": "网址导航",
    "months": _l("一月|二月|三月|四月|五月|六月|七月|八月|九月|十月|十一月|十二月"),
}

LANGS["ru"] = {
    "code": "ru",
    "dir": "ltr",
    "sep": " ",
    "charsets": ("UTF-8", "windows-1251", "KOI8-R"),
    "tlds": ("ru", "org.ru", "su"),
    "cities": [
        ("Москва", "moskva"),
        ("Санкт-Петербург", "spb"),
        ("Казань", "kazan"),
        ("Новгород", "novgorod"),
        ("Самара", "samara"),
        ("Томск", "tomsk"),
        ("Ярославль", "yaroslavl"),
    ],
    "inst": {
        "museum": "Музей истории и искусства, {city}",
        "gallery": "Городская картинная галерея, {city}",
        "archive": "Государственный архив, {city}",
        "library": "Научная библиотека, {city}",
        "institute": "Институт наследия, {city}",
        "auction": "Архив аукционного дома, {city}",
        "portal": "Цифровые коллекции, {city}",
    },
    "slug": {
        "museum": "muzey",
        "gallery": "galereya",
        "archive": "arkhiv",
        "library": "biblioteka",
        "institute": "nasledie",
        "auction": "auktsion",
        "portal": "kultura",
    },
    "nav": _d(
        NAV_KEYS,
        "Главная|О музее|Посетителям|Выставки|Афиша|Новости|Магазин|Билеты|Поддержать|Контакты|Войти"
        "|Карта сайта|Конфиденциальность|Исследователям|Образование|Партнёры|Блог",
    ),
    "coll": _l("Коллекция|Коллекции онлайн|Фонды|Электронный каталог|Собрание|Поиск по коллекции"),
    "hub": _l("Исследователям|Наука|Научная работа"),
    "hub_link": _l("База данных коллекции|Электронный каталог фондов|Госкаталог предметов"),
    "form_title": _l("Поиск по коллекции|Расширенный поиск|Поиск в каталоге"),
    "fields": _d(
        FIELD_KEYS,
        "Ключевое слово|Название|Автор|Тип предмета|Датировка с|Датировка по|Материал, техника|Место создания"
        "|Отдел|Инвентарный номер|Только с изображением|Найти|Любой|Расширенный поиск|Сбросить|Период",
    ),
    "types": _l("Живопись|Скульптура|Гравюра|Фотография|Рукопись|Карта|Монета|Текстиль|Керамика"),
    "materials": _l("Холст, масло|Бронза|Бумага|Шёлк|Дерево|Серебро|Пергамент"),
    "depts": _l("Отдел графики|Искусство Востока|Археология|Редкие книги|Фотография"),
    "places": _l("Москва|Новгород|Урал|Крым|Санкт-Петербург"),
    "artists": _l("Илья Репин|Иван Шишкин|Казимир Малевич|Зинаида Серебрякова|Неизвестный мастер"),
    "periods": _l("XVI век|XVII век|XVIII век|XIX век|XX век"),
    "words": _l(
        "посетители|смогут|увидеть|новые|залы|и|семейный|маршрут|по|историческому|зданию|в|этом|сезоне"
        "|бесплатные|лекции|каждые|выходные|часы|работы|меняются|зимой"
    ),
    "topic_words": _l(
        "коллекция|предметы|хранитель|реставрация|архив|рукописи|наследие|поступления|каталог|провенанс"
        "|экспозиция|произведения|фонды|библиотека"
    ),
    "misc": _d(
        MISC_KEYS,
        "Далее|Назад|Более ранние записи|Ещё|Похожие предметы|Увеличить|Ещё крупнее|Печать|Поделиться"
        "|По дате|По названию|Читать далее|Все права защищены|Наши спонсоры|Каталог сайтов|Рубрики"
        "|Добавить сайт|Новые сайты|Результаты по запросу|Ничего не найдено|Поиск по сайту|Предмет|Дата"
        "|Календарь|Новый поиск|Шедевры собрания|Часы работы|Добро пожаловать|результатов|Все предметы"
        "|Фильтры|Наша сеть|Истории|Темы|База данных скоро откроется|Заказ копий|Спасибо|Быстрые ссылки"
        "|Перейти|Разработка сайта|План здания",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "Музеи, архивы, библиотеки|Образование|Туризм|Покупки|Бизнес|Спорт|Технологии|Здоровье|Еда|СМИ",
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "Билеты на выставки|Афиша города|Товары для художников|Аукционный дом|Генеалогические услуги"
        "|Путеводитель|Университет",
    ),
    "off": _d(
        OFFTOPIC_KEYS,
        "Ресторан|Футбольный клуб|Автосервис|Электроника|Фитнес-клуб|Юридическая фирма|Пекарня|Гостиница|Стоматология",
    ),
    "nform": _d(
        NFORM_KEYS,
        "Дата посещения|Сеанс|Взрослые|Дети|Купить билеты|Месяц|Категория|Найти события|Товар|Бренд"
        "|Цена до|Искать товары|Номер лота|Максимальная ставка|Сделать ставку|Эл. почта"
        "|Подписаться на лоты|Фамилия|Имя|Год рождения|Приход|Архивный шифр|Способ получения"
        "|Оформить заказ|Город|Что посмотреть|Найти места|Курс|Факультет|Уровень|Найти курсы|Сумма|Имя"
        "|Пожертвовать",
    ),
    "dirname": "Каталог сайтов",
    "months": _l("январь|февраль|март|апрель|май|июнь|июль|август|сентябрь|октябрь|ноябрь|декабрь"),
}

LANGS["el"] = {
    "code": "el",
    "dir": "ltr",
    "sep": " ",
    "charsets": ("ISO-8859-7", "ISO-8859-7", "UTF-8"),
    "tlds": ("gr", "org.gr", "edu.gr"),
    "cities": [
        ("Αθήνα", "athina"),
        ("Θεσσαλονίκη", "thessaloniki"),
        ("Ηράκλειο", "irakleio"),
        ("Πάτρα", "patra"),
        ("Ιωάννινα", "ioannina"),
        ("Ρόδος", "rodos"),
    ],
    "inst": {
        "museum": "Μουσείο Ιστορίας και Τέχνης {city}",
        "gallery": "Δημοτική Πινακοθήκη {city}",
        "archive": "Γενικά Αρχεία του Κράτους, {city}",
        "library": "Βιβλιοθήκη Πανεπιστημίου {city}",
        "institute": "Ίδρυμα Πολιτιστικής Κληρονομιάς {city}",
        "auction": "Αρχείο Οίκου Δημοπρασιών {city}",
        "portal": "Ψηφιακές Συλλογές {city}",
    },
    "slug": {
        "museum": "mouseio",
        "gallery": "pinakothiki",
        "archive": "archeia",
        "library": "vivliothiki",
        "institute": "idryma",
        "auction": "dimoprasies",
        "portal": "politismos",
    },
    "nav": _d(
        NAV_KEYS,
        "Αρχική|Σχετικά|Επίσκεψη|Εκθέσεις|Εκδηλώσεις|Νέα|Πωλητήριο|Εισιτήρια|Υποστηρίξτε μας|Επικοινωνία"
        "|Σύνδεση|Χάρτης ιστότοπου|Απόρρητο|Έρευνα|Εκπαίδευση|Συνεργάτες|Ιστολόγιο",
    ),
    "coll": _l("Συλλογές|Η συλλογή|Ψηφιακές συλλογές|Κατάλογος|Αρχειακό υλικό|Τεκμήρια"),
    "hub": _l("Έρευνα|Για ερευνητές|Μελετητήριο"),
    "hub_link": _l("Βάση δεδομένων συλλογών|Κατάλογος τεκμηρίων|Ψηφιακό αποθετήριο"),
    "form_title": _l("Αναζήτηση στη συλλογή|Σύνθετη αναζήτηση|Αναζήτηση τεκμηρίων"),
    "fields": _d(
        FIELD_KEYS,
        "Λέξη-κλειδί|Τίτλος|Καλλιτέχνης / δημιουργός|Είδος αντικειμένου|Χρονολογία από|Χρονολογία έως"
        "|Υλικό / τεχνική|Τόπος προέλευσης|Τμήμα|Αριθμός ευρετηρίου|Μόνο με εικόνα|Αναζήτηση|Όλα"
        "|Σύνθετη αναζήτηση|Καθαρισμός|Περίοδος",
    ),
    "types": _l("Ζωγραφική|Γλυπτική|Χαρακτική|Φωτογραφία|Χειρόγραφο|Χάρτης|Νόμισμα|Υφαντό|Κεραμική"),
    "materials": _l("Λάδι σε μουσαμά|Χαλκός|Χαρτί|Μετάξι|Ξύλο|Ασήμι|Περγαμηνή"),
    "depts": _l("Χαρακτικά και σχέδια|Αρχαιολογική συλλογή|Βυζαντινή τέχνη|Σπάνια βιβλία|Φωτογραφικό αρχείο"),
    "places": _l("Αθήνα|Κρήτη|Μακεδονία|Κυκλάδες|Ρόδος"),
    "artists": _l("Νικόλαος Γύζης|Γιάννης Τσαρούχης|Θεόφιλος|Νικηφόρος Λύτρας|Άγνωστος καλλιτέχνης"),
    "periods": _l("Αρχαϊκή περίοδος|Κλασική περίοδος|Βυζαντινή περίοδος|19ος αιώνας|20ός αιώνας"),
    "words": _l(
        "οι|επισκέπτες|θα|δουν|νέες|αίθουσες|και|οικογενειακή|διαδρομή|στο|ιστορικό|κτίριο|αυτή|την"
        "|περίοδο|δωρεάν|ομιλίες|κάθε|Σαββατοκύριακο|ωράριο|αλλάζει|χειμώνα"
    ),
    "topic_words": _l(
        "συλλογή|αντικείμενα|επιμελητής|συντήρηση|αρχείο|χειρόγραφα|κληρονομιά|αποκτήματα|κατάλογος"
        "|προέλευση|έκθεση|έργα τέχνης|τεκμήρια|βιβλιοθήκη"
    ),
    "misc": _d(
        MISC_KEYS,
        "Επόμενη|Προηγούμενη|Παλαιότερα άρθρα|Περισσότερα|Σχετικά αντικείμενα|Μεγέθυνση|Περισσότερη μεγέθυνση"
        "|Εκτύπωση|Κοινοποίηση|Κατά ημερομηνία|Κατά τίτλο|Διαβάστε περισσότερα|Με την επιφύλαξη παντός"
        " δικαιώματος|Χορηγοί|Κατάλογος ιστοσελίδων|Κατηγορίες|Προσθέστε τον ιστότοπό σας|Νέοι ιστότοποι"
        "|Αποτελέσματα για|Δεν βρέθηκαν αποτελέσματα|Αναζήτηση στον ιστότοπο|Αντικείμενο|Ημερομηνία"
        "|Ημερολόγιο|Νέα αναζήτηση|Επιλεγμένα έργα|Ωράριο λειτουργίας|Καλώς ήρθατε|αποτελέσματα"
        "|Όλα τα αντικείμενα|Φίλτρα|Το δίκτυό μας|Ιστορίες|Θέματα|Η βάση δεδομένων έρχεται σύντομα"
        "|Παραγγελία αντιγράφων|Ευχαριστούμε|Γρήγοροι σύνδεσμοι|Μετάβαση|Σχεδιασμός ιστότοπου|Κάτοψη",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "Μουσεία, αρχεία και βιβλιοθήκες|Εκπαίδευση|Ταξίδια|Αγορές|Επιχειρήσεις|Αθλητισμός|Τεχνολογία"
        "|Υγεία|Φαγητό|Ειδήσεις",
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "Εισιτήρια εκθέσεων|Πολιτιστικός οδηγός|Είδη ζωγραφικής|Οίκος δημοπρασιών|Γενεαλογικές έρευνες"
        "|Τουριστικός οδηγός|Πανεπιστήμιο",
    ),
    "off": _d(
        OFFTOPIC_KEYS,
        "Εστιατόριο|Ποδοσφαιρικός σύλλογος|Συνεργείο αυτοκινήτων|Ηλεκτρονικά|Γυμναστήριο|Δικηγορικό γραφείο"
        "|Αρτοποιείο|Ξενοδοχείο|Οδοντιατρείο",
    ),
    "nform": _d(
        NFORM_KEYS,
        "Ημερομηνία επίσκεψης|Ώρα|Ενήλικες|Παιδιά|Κράτηση εισιτηρίων|Μήνας|Κατηγορία|Εύρεση εκδηλώσεων"
        "|Προϊόν|Μάρκα|Μέγιστη τιμή|Αναζήτηση προϊόντων|Αριθμός λαχνού|Μέγιστη προσφορά|Υποβολή προσφοράς"
        "|Email|Ειδοποίηση για λαχνούς|Επώνυμο|Όνομα|Έτος γέννησης|Ενορία|Αρχειακή σήμανση|Τρόπος παράδοσης"
        "|Υποβολή παραγγελίας|Πόλη|Τι να δείτε|Εύρεση αξιοθέατων|Μάθημα|Σχολή|Επίπεδο|Εύρεση μαθημάτων"
        "|Ποσό|Ονοματεπώνυμο|Δωρεά",
    ),
    "dirname": "Κατάλογος ιστοσελίδων",
    "months": _l(
        "Ιανουάριος|Φεβρουάριος|Μάρτιος|Απρίλιος|Μάιος|Ιούνιος|Ιούλιος|Αύγουστος|Σεπτέμβριος|Οκτώβριος"
        "|Νοέμβριος|Δεκέμβριος"
    ),
}

LANGS["tr"] = {
    "code": "tr",
    "dir": "ltr",
    "sep": " ",
    "charsets": ("ISO-8859-9", "UTF-8", "windows-1254"),
    "tlds": ("com.tr", "org.tr", "gov.tr", "edu.tr"),
    "cities": [
        ("İstanbul", "istanbul"),
        ("Ankara", "ankara"),
        ("İzmir", "izmir"),
        ("Bursa", "bursa"),
        ("Konya", "konya"),
        ("Trabzon", "trabzon"),
    ],
    "inst": {
        "museum": "{city} Tarih ve Sanat Müzesi",
        "gallery": "{city} Resim ve Heykel Galerisi",
        "archive": "{city} Kent Arşivi",
        "library": "{city} Üniversitesi Kütüphanesi",
        "institute": "{city} Kültür Mirası Enstitüsü",
        "auction": "{city} Müzayede Evi Arşivi",
        "portal": "{city} Dijital Koleksiyonlar",
    },
    "slug": {
        "museum": "muze",
        "gallery": "galeri",
        "archive": "arsiv",
        "library": "kutuphane",
        "institute": "mirasenstitusu",
        "auction": "muzayede",
        "portal": "dijitalmiras",
    },
    "nav": _d(
        NAV_KEYS,
        "Ana sayfa|Hakkımızda|Ziyaret|Sergiler|Etkinlikler|Haberler|Mağaza|Biletler|Destek olun|İletişim"
        "|Giriş|Site haritası|Gizlilik|Araştırma|Eğitim|Paydaşlar|Blog",
    ),
    "coll": _l("Koleksiyon|Koleksiyonu keşfedin|Çevrimiçi katalog|Eserler|Dijital arşiv|Koleksiyonlar"),
    "hub": _l("Araştırma|Araştırmacılar için|Akademik"),
    "hub_link": _l("Koleksiyon veritabanı|Envanter kataloğu|Eser veritabanı"),
    "form_title": _l("Koleksiyonda ara|Detaylı arama|Katalog taraması"),
    "fields": _d(
        FIELD_KEYS,
        "Anahtar kelime|Eser adı|Sanatçı / yapımcı|Eser türü|Tarih (başlangıç)|Tarih (bitiş)|Malzeme / teknik"
        "|Yapıldığı yer|Koleksiyon|Envanter numarası|Yalnızca görselli kayıtlar|Ara|Tümü|Gelişmiş arama"
        "|Temizle|Dönem",
    ),
    "types": _l("Resim|Heykel|Gravür|Fotoğraf|El yazması|Harita|Sikke|Tekstil|Seramik"),
    "materials": _l("Tuval üzerine yağlıboya|Bronz|Kâğıt|İpek|Ahşap|Gümüş|Parşömen"),
    "depts": _l("Resim ve Heykel|Arkeoloji|Osmanlı Eserleri|Nadir Eserler|Fotoğraf Arşivi"),
    "places": _l("İstanbul|İznik|Konya|Bursa|Anadolu"),
    "artists": _l("Osman Hamdi Bey|Fahrelnissa Zeid|Şeker Ahmed Paşa|İbrahim Çallı|Bilinmeyen sanatçı"),
    "periods": _l("Selçuklu dönemi|Osmanlı dönemi|18. yüzyıl|19. yüzyıl|Cumhuriyet dönemi"),
    "words": _l(
        "ziyaretçiler|bu|sezon|yeni|salonları|ve|aile|rotasını|tarihi|binamızda|keşfedecek|her|hafta"
        "|sonu|ücretsiz|söyleşiler|açılış|saatleri|kışın|değişir"
    ),
    "topic_words": _l(
        "koleksiyon|eserler|küratör|restorasyon|arşiv|el yazmaları|miras|bağış|katalog|köken|sergi"
        "|sanat eserleri|belgeler|kütüphane"
    ),
    "misc": _d(
        MISC_KEYS,
        "Sonraki|Önceki|Daha eski yazılar|Daha fazla|İlgili eserler|Yakınlaştır|Daha yakın|Yazdır|Paylaş"
        "|Tarihe göre|Ada göre|Devamını oku|Tüm hakları saklıdır|Sponsorlarımız|Site rehberi|Kategoriler"
        "|Sitenizi ekleyin|Yeni siteler|Arama sonuçları|Sonuç bulunamadı|Sitede ara|Eser|Tarih|Takvim"
        "|Yeni arama|Öne çıkanlar|Ziyaret saatleri|Hoş geldiniz|sonuç|Tüm eserler|Filtreler|Ağımız"
        "|Hikâyeler|Temalar|Veritabanı yakında|Kopya siparişi|Teşekkürler|Hızlı bağlantılar|Git"
        "|Web tasarım|Kat planı",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "Müzeler, arşivler ve kütüphaneler|Eğitim|Seyahat|Alışveriş|İş dünyası|Spor|Teknoloji|Sağlık|Yemek|Haber",
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "Sergi biletleri|Kültür rehberi|Sanat malzemeleri|Müzayede evi|Soy ağacı hizmeti|Gezi rehberi|Üniversite",
    ),
    "off": _d(
        OFFTOPIC_KEYS,
        "Restoran|Futbol kulübü|Oto servis|Elektronik|Spor salonu|Hukuk bürosu|Fırın|Otel|Diş kliniği",
    ),
    "nform": _d(
        NFORM_KEYS,
        "Ziyaret tarihi|Seans|Yetişkin|Çocuk|Bilet al|Ay|Kategori|Etkinlik bul|Ürün|Marka|En yüksek fiyat"
        "|Ürün ara|Lot numarası|En yüksek teklif|Teklif ver|E-posta|Lot bildirimi oluştur|Soyadı|Adı"
        "|Doğum yılı|Nüfusa kayıtlı yer|Arşiv referansı|Teslimat|Sipariş ver|Şehir|Gezilecek yerler"
        "|Yer bul|Ders|Fakülte|Düzey|Ders bul|Tutar|Ad soyad|Bağış yap",
    ),
    "dirname": "Site rehberi",
    "months": _l("Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık"),
}

LANGS["he"] = {
    "code": "he",
    "dir": "rtl",
    "sep": " ",
    "charsets": ("windows-1255", "windows-1255", "UTF-8"),
    "tlds": ("org.il", "co.il", "ac.il"),
    "cities": [
        ("ירושלים", "jerusalem"),
        ("תל אביב", "telaviv"),
        ("חיפה", "haifa"),
        ("באר שבע", "beersheva"),
        ("צפת", "tzfat"),
        ("עכו", "akko"),
    ],
    "inst": {
        "museum": "מוזיאון {city} לאמנות ולהיסטוריה",
        "gallery": "הגלריה העירונית {city}",
        "archive": "ארכיון העיר {city}",
        "library": "הספרייה האוניברסיטאית {city}",
        "institute": "המכון למורשת {city}",
        "auction": "ארכיון בית המכירות {city}",
        "portal": "האוספים הדיגיטליים {city}",
    },
    "slug": {
        "museum": "muzeon",
        "gallery": "galeria",
        "archive": "archion",
        "library": "sifria",
        "institute": "moreshet",
        "auction": "mechirot",
        "portal": "digital",
    },
    "nav": _d(
        NAV_KEYS,
        "דף הבית|אודות|ביקור|תערוכות|אירועים|חדשות|חנות|כרטיסים|תמכו בנו|צור קשר|כניסה|מפת אתר|פרטיות"
        "|מחקר|חינוך|שותפים|בלוג",
    ),
    "coll": _l("אוסף|האוספים|קטלוג מקוון|ארכיון דיגיטלי|פריטי האוסף|אוספים ברשת"),
    "hub": _l("מחקר|לחוקרים|חדר עיון"),
    "hub_link": _l("מאגר האוסף|קטלוג הפריטים|מאגר המידע"),
    "form_title": _l("חיפוש באוסף|חיפוש מתקדם|חיפוש בקטלוג"),
    "fields": _d(
        FIELD_KEYS,
        "מילת חיפוש|כותרת|אמן / יוצר|סוג פריט|מתאריך|עד תאריך|חומר / טכניקה|מקום מוצא|מחלקה|מספר רישום"
        "|רק פריטים עם תמונה|חיפוש|הכול|חיפוש מתקדם|ניקוי|תקופה",
    ),
    "types": _l("ציור|פיסול|הדפס|צילום|כתב יד|מפה|מטבע|טקסטיל|קרמיקה"),
    "materials": _l("שמן על בד|ברונזה|נייר|משי|עץ|כסף|קלף"),
    "depts": _l("הדפסים ורישומים|ארכאולוגיה|יודאיקה|ספרים נדירים|צילום"),
    "places": _l("ירושלים|צפת|תל אביב|הגליל|בבל"),
    "artists": _l("ראובן רובין|נחום גוטמן|אנה טיכו|מרדכי ארדון|אמן לא ידוע"),
    "periods": _l("התקופה הרומית|ימי הביניים|המאה ה-19|תקופת המנדט|המאה ה-20"),
    "words": _l(
        "המבקרים|יוכלו|לראות|אולמות|חדשים|ומסלול|משפחתי|בבניין|ההיסטורי|העונה|הרצאות|חינם|בכל|סוף"
        "|שבוע|שעות|הפתיחה|משתנות|בחורף"
    ),
    "topic_words": _l(
        "אוסף|פריטים|אוצר|שימור|ארכיון|כתבי יד|מורשת|רכישות|קטלוג|מקור|תערוכה|יצירות אמנות|תעודות|ספרייה"
    ),
    "misc": _d(
        MISC_KEYS,
        "הבא|הקודם|רשומות ישנות יותר|עוד|פריטים קשורים|הגדלה|הגדלה נוספת|הדפסה|שיתוף|לפי תאריך|לפי כותרת"
        "|להמשך קריאה|כל הזכויות שמורות|נותני חסות|אינדקס אתרים|קטגוריות|הוסיפו את האתר שלכם|אתרים חדשים"
        "|תוצאות עבור|לא נמצאו תוצאות|חיפוש באתר|פריט|תאריך|לוח שנה|חיפוש חדש|מבחר מהאוסף|שעות פתיחה"
        "|ברוכים הבאים|תוצאות|כל הפריטים|סינון|הרשת שלנו|סיפורים|נושאים|המאגר יעלה בקרוב|הזמנת העתקים"
        "|תודה|קישורים מהירים|מעבר|עיצוב האתר|מפת הבניין",
    ),
    "categories": _d(
        CATEGORY_KEYS, "מוזיאונים, ארכיונים וספריות|חינוך|תיירות|קניות|עסקים|ספורט|טכנולוגיה|בריאות|אוכל|חדשות"
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "כרטיסים לתערוכות|מדריך תרבות|חומרי אמנות|בית מכירות פומביות|שירותי גנאלוגיה|מדריך טיולים|אוניברסיטה",
    ),
    "off": _d(OFFTOPIC_KEYS, "מסעדה|מועדון כדורגל|מוסך|אלקטרוניקה|מכון כושר|משרד עורכי דין|מאפייה|מלון|מרפאת שיניים"),
    "nform": _d(
        NFORM_KEYS,
        "תאריך ביקור|שעה|מבוגרים|ילדים|הזמנת כרטיסים|חודש|קטגוריה|חיפוש אירועים|מוצר|מותג|מחיר מרבי"
        '|חיפוש מוצרים|מספר פריט במכירה|הצעה מרבית|הגשת הצעה|דוא"ל|התראה על פריטים|שם משפחה|שם פרטי'
        "|שנת לידה|קהילה|סימול ארכיוני|אופן משלוח|ביצוע הזמנה|עיר|מה לראות|חיפוש אתרים|קורס|פקולטה|רמה"
        "|חיפוש קורסים|סכום|שם מלא|תרומה",
    ),
    "dirname": "אינדקס אתרים",
    "months": _l("ינואר|פברואר|מרץ|אפריל|מאי|יוני|יולי|אוגוסט|ספטמבר|אוקטובר|נובמבר|דצמבר"),
}

LANGS["th"] = {
    "code": "th",
    "dir": "ltr",
    "sep": "",
    "charsets": ("TIS-620", "TIS-620", "UTF-8"),
    "tlds": ("or.th", "go.th", "ac.th", "co.th"),
    "cities": [
        ("กรุงเทพฯ", "bangkok"),
        ("เชียงใหม่", "chiangmai"),
        ("ขอนแก่น", "khonkaen"),
        ("สงขลา", "songkhla"),
        ("อยุธยา", "ayutthaya"),
        ("ลำปาง", "lampang"),
    ],
    "inst": {
        "museum": "พิพิธภัณฑสถานแห่งชาติ{city}",
        "gallery": "หอศิลป์{city}",
        "archive": "หอจดหมายเหตุ{city}",
        "library": "หอสมุดมหาวิทยาลัย{city}",
        "institute": "สถาบันมรดกวัฒนธรรม{city}",
        "auction": "จดหมายเหตุการประมูล{city}",
        "portal": "คลังดิจิทัล{city}",
    },
    "slug": {
        "museum": "phiphitthaphan",
        "gallery": "hosilp",
        "archive": "archives",
        "library": "library",
        "institute": "moradok",
        "auction": "pramoon",
        "portal": "digital",
    },
    "nav": _d(
        NAV_KEYS,
        "หน้าแรก|เกี่ยวกับเรา|การเข้าชม|นิทรรศการ|กิจกรรม|ข่าวสาร|ร้านค้า|บัตรเข้าชม|ร่วมสนับสนุน|ติดต่อเรา"
        "|เข้าสู่ระบบ|แผนผังเว็บไซต์|นโยบายความเป็นส่วนตัว|งานวิจัย|การศึกษา|หน่วยงานพันธมิตร|บล็อก",
    ),
    "coll": _l("คลังสะสม|คอลเลกชัน|โบราณวัตถุ|แคตตาล็อกออนไลน์|วัตถุจัดแสดง|คลังเอกสาร"),
    "hub": _l("งานวิจัย|สำหรับนักวิจัย|ห้องค้นคว้า"),
    "hub_link": _l("ฐานข้อมูลคลังสะสม|ทะเบียนโบราณวัตถุ|ฐานข้อมูลวัตถุ"),
    "form_title": _l("สืบค้นคลังสะสม|ค้นหาขั้นสูง|สืบค้นแคตตาล็อก"),
    "fields": _d(
        FIELD_KEYS,
        "คำค้น|ชื่อวัตถุ|ศิลปิน/ผู้สร้าง|ประเภทวัตถุ|ตั้งแต่ปี|ถึงปี|วัสดุ/เทคนิค|แหล่งที่มา|หมวดคลังสะสม"
        "|เลขทะเบียนวัตถุ|เฉพาะที่มีภาพ|ค้นหา|ทั้งหมด|ค้นหาขั้นสูง|ล้างค่า|สมัย",
    ),
    "types": _l("จิตรกรรม|ประติมากรรม|ภาพพิมพ์|ภาพถ่าย|เอกสารโบราณ|แผนที่|เหรียญ|ผ้า|เครื่องปั้นดินเผา"),
    "materials": _l("สีน้ำมันบนผ้าใบ|สำริด|กระดาษ|ผ้าไหม|ไม้|เงิน|หนังสัตว์"),
    "depts": _l("จิตรกรรมไทย|โบราณคดี|ศิลปะเอเชีย|หนังสือหายาก|ภาพถ่ายเก่า"),
    "places": _l("อยุธยา|สุโขทัย|เชียงใหม่|ลพบุรี|บ้านเชียง"),
    "artists": _l("เฟื้อ หริพิทักษ์|ศิลป์ พีระศรี|ถวัลย์ ดัชนี|เขียน ยิ้มศิริ|ไม่ปรากฏนามช่าง"),
    "periods": _l("สมัยทวารวดี|สมัยสุโขทัย|สมัยอยุธยา|สมัยรัตนโกสินทร์|ร่วมสมัย"),
    "words": _l(
        "ผู้เข้าชม|สามารถ|ชม|ห้องจัดแสดง|ใหม่|และ|เส้นทาง|สำหรับ|ครอบครัว|ใน|อาคาร|เก่า|ฤดูกาล|นี้|บรรยาย"
        "|ฟรี|ทุก|สุดสัปดาห์|เวลา|เปิด|เปลี่ยน|ช่วง|หน้าหนาว"
    ),
    "topic_words": _l(
        "คลังสะสม|วัตถุ|ภัณฑารักษ์|อนุรักษ์|จดหมายเหตุ|เอกสารโบราณ|มรดก|การจัดหา|ทะเบียน|ที่มา|นิทรรศการ|ศิลปวัตถุ|เอกสาร|ห้องสมุด"
    ),
    "misc": _d(
        MISC_KEYS,
        "ถัดไป|ก่อนหน้า|บทความเก่ากว่า|เพิ่มเติม|วัตถุที่เกี่ยวข้อง|ขยาย|ขยายเพิ่ม|พิมพ์|แบ่งปัน|เรียงตามปี"
        "|เรียงตามชื่อ|อ่านต่อ|สงวนลิขสิทธิ์|ผู้สนับสนุน|สารบัญเว็บไซต์|หมวดหมู่|เพิ่มเว็บไซต์|เว็บไซต์ใหม่"
        "|ผลการค้นหา|ไม่พบผลลัพธ์|ค้นหาในเว็บไซต์|วัตถุ|วันที่|ปฏิทิน|ค้นหาใหม่|วัตถุเด่น|เวลาทำการ"
        "|ยินดีต้อนรับ|รายการ|วัตถุทั้งหมด|ตัวกรอง|เครือข่ายของเรา|เรื่องเล่า|หัวข้อ|ฐานข้อมูลเร็วๆนี้"
        "|ขอสำเนาเอกสาร|ขอบคุณ|ลิงก์ด่วน|ไป|ออกแบบเว็บไซต์|แผนผังอาคาร",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "พิพิธภัณฑ์ หอจดหมายเหตุ ห้องสมุด|การศึกษา|ท่องเที่ยว|ช้อปปิ้ง|ธุรกิจ|กีฬา|เทคโนโลยี|สุขภาพ|อาหาร|ข่าว",
    ),
    "neigh": _d(NEIGHBOUR_KEYS, "ขายบัตรนิทรรศการ|ปฏิทินวัฒนธรรม|อุปกรณ์ศิลปะ|บริษัทประมูล|บริการสืบค้นลำดับญาติ|คู่มือท่องเที่ยว|มหาวิทยาลัย"),
    "off": _d(OFFTOPIC_KEYS, "ร้านอาหาร|สโมสรฟุตบอล|อู่ซ่อมรถ|อิเล็กทรอนิกส์|ฟิตเนส|สำนักงานกฎหมาย|ร้านเบเกอรี่|โรงแรม|คลินิกทันตกรรม"),
    "nform": _d(
        NFORM_KEYS,
        "วันที่เข้าชม|รอบเวลา|ผู้ใหญ่|เด็ก|จองบัตร|เดือน|ประเภท|ค้นหากิจกรรม|สินค้า|ยี่ห้อ|ราคาสูงสุด|ค้นหาสินค้า"
        "|หมายเลขล็อต|ราคาประมูลสูงสุด|เสนอราคา|อีเมล|แจ้งเตือนล็อต|นามสกุล|ชื่อ|ปีเกิด|ตำบล|รหัสเอกสาร"
        "|วิธีจัดส่ง|สั่งซื้อ|เมือง|สถานที่น่าเที่ยว|ค้นหาสถานที่|รายวิชา|คณะ|ระดับ|ค้นหารายวิชา|จำนวนเงิน"
        "|ชื่อ-นามสกุล|บริจาค",
    ),
    "dirname": "สารบัญเว็บไซต์",
    "months": _l("มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม"),
}

LANGS["pt"] = {
    "code": "pt-BR",
    "dir": "ltr",
    "sep": " ",
    "charsets": ("UTF-8", "ISO-8859-1", "UTF-8"),
    "tlds": ("org.br", "com.br", "gov.br", "edu.br"),
    "cities": [
        ("São Paulo", "saopaulo"),
        ("Rio de Janeiro", "rio"),
        ("Salvador", "salvador"),
        ("Recife", "recife"),
        ("Belo Horizonte", "bh"),
        ("Ouro Preto", "ouropreto"),
        ("Curitiba", "curitiba"),
    ],
    "inst": {
        "museum": "Museu de Arte e História de {city}",
        "gallery": "Pinacoteca de {city}",
        "archive": "Arquivo Público de {city}",
        "library": "Biblioteca Central da Universidade de {city}",
        "institute": "Instituto do Patrimônio de {city}",
        "auction": "Arquivo da Casa de Leilões de {city}",
        "portal": "Acervos Digitais de {city}",
    },
    "slug": {
        "museum": "museu",
        "gallery": "pinacoteca",
        "archive": "arquivo",
        "library": "biblioteca",
        "institute": "patrimonio",
        "auction": "leiloes",
        "portal": "acervodigital",
    },
    "nav": _d(
        NAV_KEYS,
        "Início|Sobre|Visite|Exposições|Agenda|Notícias|Loja|Ingressos|Apoie|Contato|Entrar|Mapa do site"
        "|Privacidade|Pesquisa|Educativo|Parceiros|Blog",
    ),
    "coll": _l("Acervo|Explore o acervo|Acervo digital|Catálogo online|Coleções|Acervo online"),
    "hub": _l("Pesquisa|Pesquisadores|Centro de documentação"),
    "hub_link": _l("Banco de dados do acervo|Catálogo de obras|Base de dados"),
    "form_title": _l("Pesquisa no acervo|Busca avançada|Consulta ao catálogo"),
    "fields": _d(
        FIELD_KEYS,
        "Palavra-chave|Título|Artista / autor|Tipo de objeto|Data inicial|Data final|Material / técnica"
        "|Local de origem|Coleção|Número de tombo|Somente com imagem|Buscar|Todos|Busca avançada|Limpar"
        "|Período",
    ),
    "types": _l("Pintura|Escultura|Gravura|Fotografia|Manuscrito|Mapa|Moeda|Têxtil|Cerâmica"),
    "materials": _l("Óleo sobre tela|Bronze|Papel|Seda|Madeira|Prata|Pergaminho"),
    "depts": _l("Artes Visuais|Arqueologia|Etnografia|Obras Raras|Fotografia"),
    "places": _l("Minas Gerais|Bahia|Rio de Janeiro|Pernambuco|Portugal"),
    "artists": _l("Tarsila do Amaral|Candido Portinari|Anita Malfatti|Aleijadinho|Autor desconhecido"),
    "periods": _l("Período colonial|Império|Século XIX|Modernismo|Contemporâneo"),
    "words": _l(
        "os|visitantes|vão|conhecer|novas|salas|e|um|roteiro|para|famílias|no|prédio|histórico|nesta"
        "|temporada|palestras|gratuitas|todo|fim|de|semana|horário|muda|no|inverno"
    ),
    "topic_words": _l(
        "acervo|objetos|curador|conservação|arquivo|manuscritos|patrimônio|aquisição|catálogo|procedência"
        "|exposição|obras|documentos|biblioteca"
    ),
    "misc": _d(
        MISC_KEYS,
        "Próxima|Anterior|Posts mais antigos|Mais|Objetos relacionados|Ampliar|Ampliar mais|Imprimir"
        "|Compartilhar|Por data|Por título|Leia mais|Todos os direitos reservados|Patrocinadores"
        "|Guia de sites|Categorias|Cadastre seu site|Sites novos|Resultados para|Nenhum resultado"
        "|Buscar no site|Objeto|Data|Calendário|Nova busca|Destaques|Horário de funcionamento|Bem-vindo"
        "|resultados|Todos os objetos|Filtros|Nossa rede|Histórias|Temas|Base de dados em breve"
        "|Pedido de cópias|Obrigado|Links rápidos|Ir|Desenvolvido por|Planta do prédio",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "Museus, arquivos e bibliotecas|Educação|Viagem|Compras|Negócios|Esportes|Tecnologia|Saúde"
        "|Gastronomia|Notícias",
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "Ingressos para exposições|Guia cultural|Materiais artísticos|Leiloeiro|Pesquisa genealógica"
        "|Guia turístico|Universidade",
    ),
    "off": _d(
        OFFTOPIC_KEYS,
        "Restaurante|Clube de futebol|Oficina mecânica|Eletrônicos|Academia|Escritório de advocacia|Padaria"
        "|Hotel|Clínica odontológica",
    ),
    "nform": _d(
        NFORM_KEYS,
        "Data da visita|Horário|Inteira|Meia-entrada|Comprar ingressos|Mês|Categoria|Buscar eventos"
        "|Produto|Marca|Preço máximo|Buscar produtos|Número do lote|Lance máximo|Dar lance|E-mail"
        "|Criar alerta de lotes|Sobrenome|Nome|Ano de nascimento|Paróquia|Notação arquivística"
        "|Forma de entrega|Fazer pedido|Cidade|O que visitar|Buscar lugares|Curso|Faculdade|Nível"
        "|Buscar cursos|Valor|Nome completo|Doar",
    ),
    "dirname": "Guia de sites",
    "months": _l("janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro"),
}

LANGS["pl"] = {
    "code": "pl",
    "dir": "ltr",
    "sep": " ",
    "charsets": ("UTF-8", "ISO-8859-2", "UTF-8"),
    "tlds": ("pl", "org.pl", "gov.pl", "edu.pl"),
    "cities": [
        ("Kraków", "krakow"),
        ("Warszawa", "warszawa"),
        ("Gdańsk", "gdansk"),
        ("Wrocław", "wroclaw"),
        ("Poznań", "poznan"),
        ("Lublin", "lublin"),
        ("Toruń", "torun"),
    ],
    "inst": {
        "museum": "Muzeum Historii i Sztuki w {city}",
        "gallery": "Galeria Miejska {city}",
        "archive": "Archiwum Państwowe {city}",
        "library": "Biblioteka Uniwersytecka {city}",
        "institute": "Instytut Dziedzictwa {city}",
        "auction": "Archiwum Domu Aukcyjnego {city}",
        "portal": "Zasoby Cyfrowe {city}",
    },
    "slug": {
        "museum": "muzeum",
        "gallery": "galeria",
        "archive": "archiwum",
        "library": "biblioteka",
        "institute": "dziedzictwo",
        "auction": "aukcje",
        "portal": "cyfrowe",
    },
    "nav": _d(
        NAV_KEYS,
        "Strona główna|O nas|Zwiedzanie|Wystawy|Wydarzenia|Aktualności|Sklep|Bilety|Wesprzyj nas|Kontakt"
        "|Zaloguj|Mapa strony|Prywatność|Dla badaczy|Edukacja|Partnerzy|Blog",
    ),
    "coll": _l("Zbiory|Zbiory online|Katalog zbiorów|Kolekcja|Zasoby cyfrowe|Nasze zbiory"),
    "hub": _l("Dla badaczy|Nauka|Pracownia naukowa"),
    "hub_link": _l("Baza danych zbiorów|Katalog obiektów|Inwentarz online"),
    "form_title": _l("Wyszukiwanie w zbiorach|Wyszukiwanie zaawansowane|Przeszukaj katalog"),
    "fields": _d(
        FIELD_KEYS,
        "Słowo kluczowe|Tytuł|Autor / wytwórca|Rodzaj obiektu|Datowanie od|Datowanie do|Materiał / technika"
        "|Miejsce powstania|Dział|Numer inwentarzowy|Tylko z ilustracją|Szukaj|Dowolny"
        "|Wyszukiwanie zaawansowane|Wyczyść|Okres",
    ),
    "types": _l("Malarstwo|Rzeźba|Grafika|Fotografia|Rękopis|Mapa|Moneta|Tkanina|Ceramika"),
    "materials": _l("Olej na płótnie|Brąz|Papier|Jedwab|Drewno|Srebro|Pergamin"),
    "depts": _l("Gabinet Rycin|Archeologia|Sztuka Dalekiego Wschodu|Starodruki|Fotografia"),
    "places": _l("Kraków|Gdańsk|Warszawa|Śląsk|Lwów"),
    "artists": _l("Jan Matejko|Olga Boznańska|Józef Chełmoński|Stanisław Wyspiański|Autor nieznany"),
    "periods": _l("Średniowiecze|XVI wiek|XVII wiek|XIX wiek|XX wiek"),
    "words": _l(
        "zwiedzający|zobaczą|nowe|sale|i|rodzinną|trasę|po|zabytkowym|budynku|w|tym|sezonie|bezpłatne"
        "|wykłady|co|weekend|godziny|otwarcia|zmieniają|się|zimą"
    ),
    "topic_words": _l(
        "zbiory|obiekty|kurator|konserwacja|archiwum|rękopisy|dziedzictwo|nabytki|katalog|proweniencja"
        "|wystawa|dzieła sztuki|akta|biblioteka"
    ),
    "misc": _d(
        MISC_KEYS,
        "Następna|Poprzednia|Starsze wpisy|Więcej|Powiązane obiekty|Powiększ|Jeszcze bliżej|Drukuj|Udostępnij"
        "|Według daty|Według tytułu|Czytaj dalej|Wszelkie prawa zastrzeżone|Sponsorzy|Katalog stron"
        "|Kategorie|Dodaj stronę|Nowe strony|Wyniki dla|Brak wyników|Szukaj w serwisie|Obiekt|Data"
        "|Kalendarz|Nowe wyszukiwanie|Wybrane obiekty|Godziny otwarcia|Witamy|wyników|Wszystkie obiekty"
        "|Filtry|Nasza sieć|Opowieści|Tematy|Baza danych wkrótce|Zamówienie kopii|Dziękujemy"
        "|Szybkie linki|Przejdź|Projekt strony|Plan budynku",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "Muzea, archiwa i biblioteki|Edukacja|Podróże|Zakupy|Biznes|Sport|Technologia|Zdrowie|Jedzenie|Wiadomości",
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "Bilety na wystawy|Informator kulturalny|Artykuły plastyczne|Dom aukcyjny|Poszukiwania genealogiczne"
        "|Przewodnik turystyczny|Uniwersytet",
    ),
    "off": _d(
        OFFTOPIC_KEYS,
        "Restauracja|Klub piłkarski|Warsztat samochodowy|Elektronika|Siłownia|Kancelaria prawna|Piekarnia"
        "|Hotel|Gabinet stomatologiczny",
    ),
    "nform": _d(
        NFORM_KEYS,
        "Data wizyty|Godzina wejścia|Normalne|Ulgowe|Kup bilety|Miesiąc|Kategoria|Znajdź wydarzenia"
        "|Produkt|Marka|Cena maksymalna|Szukaj produktów|Numer obiektu aukcji|Limit licytacji|Licytuj"
        "|E-mail|Powiadom o obiektach|Nazwisko|Imię|Rok urodzenia|Parafia|Sygnatura|Sposób dostawy"
        "|Złóż zamówienie|Miasto|Co zwiedzić|Znajdź miejsca|Kurs|Wydział|Poziom|Znajdź kursy|Kwota"
        "|Imię i nazwisko|Wpłać",
    ),
    "dirname": "Katalog stron",
    "months": _l("styczeń|luty|marzec|kwiecień|maj|czerwiec|lipiec|sierpień|wrzesień|październik|listopad|grudzień"),
}

LANGS["sw"] = {
    "code": "sw",
    "dir": "ltr",
    "sep": " ",
    "charsets": ("UTF-8", "UTF-8", "ISO-8859-1"),
    "tlds": ("or.ke", "go.tz", "co.ke", "or.tz", "ac.tz"),
    "cities": [
        ("Nairobi", "nairobi"),
        ("Dar es Salaam", "dar"),
        ("Mombasa", "mombasa"),
        ("Zanzibar", "zanzibar"),
        ("Arusha", "arusha"),
        ("Kisumu", "kisumu"),
    ],
    "inst": {
        "museum": "Makumbusho ya Taifa {city}",
        "gallery": "Jumba la Sanaa {city}",
        "archive": "Hifadhi ya Nyaraka {city}",
        "library": "Maktaba ya Chuo Kikuu {city}",
        "institute": "Taasisi ya Urithi {city}",
        "auction": "Kumbukumbu za Mnada {city}",
        "portal": "Urithi Kidijitali {city}",
    },
    "slug": {
        "museum": "makumbusho",
        "gallery": "sanaa",
        "archive": "nyaraka",
        "library": "maktaba",
        "institute": "urithi",
        "auction": "mnada",
        "portal": "kidijitali",
    },
    "nav": _d(
        NAV_KEYS,
        "Mwanzo|Kuhusu sisi|Tembelea|Maonyesho|Matukio|Habari|Duka|Tiketi|Tuunge mkono|Wasiliana nasi|Ingia"
        "|Ramani ya tovuti|Faragha|Utafiti|Elimu|Washirika|Blogu",
    ),
    "coll": _l("Mkusanyiko|Makusanyo|Katalogi ya mtandaoni|Vitu vya kale|Hifadhi ya kidijitali|Mikusanyiko yetu"),
    "hub": _l("Utafiti|Kwa watafiti|Chumba cha kusomea"),
    "hub_link": _l("Hifadhidata ya mkusanyiko|Orodha ya vitu|Katalogi kamili"),
    "form_title": _l("Tafuta katika mkusanyiko|Utafutaji wa kina|Tafuta katika katalogi"),
    "fields": _d(
        FIELD_KEYS,
        "Neno kuu|Jina la kitu|Msanii / mtengenezaji|Aina ya kitu|Tarehe kuanzia|Tarehe hadi"
        "|Malighafi / mbinu|Mahali pa asili|Idara|Namba ya usajili|Zenye picha tu|Tafuta|Zote"
        "|Utafutaji wa kina|Futa|Kipindi",
    ),
    "types": _l("Mchoro|Sanamu|Chapa|Picha|Muswada|Ramani|Sarafu|Kitambaa|Vyungu"),
    "materials": _l("Rangi ya mafuta kwenye turubai|Shaba|Karatasi|Hariri|Mbao|Fedha|Ngozi"),
    "depts": _l("Akiolojia|Ethnografia|Sanaa ya kisasa|Vitabu adimu|Picha za kihistoria"),
    "places": _l("Zanzibar|Kilwa|Lamu|Bagamoyo|Mombasa"),
    "artists": _l("George Lilanga|Edward Saidi Tingatinga|Elimo Njau|John Kilaka|Msanii asiyejulikana"),
    "periods": _l("Karne ya 15|Karne ya 18|Karne ya 19|Kipindi cha ukoloni|Baada ya uhuru"),
    "words": _l(
        "wageni|wataona|kumbi|mpya|na|njia|ya|familia|katika|jengo|letu|la|kihistoria|msimu|huu|mihadhara"
        "|bure|kila|wikendi|saa|za|kufungua|hubadilika"
    ),
    "topic_words": _l(
        "mkusanyiko|vitu|mtunzaji|uhifadhi|nyaraka|miswada|urithi|upatikanaji|katalogi|asili|maonyesho"
        "|kazi za sanaa|kumbukumbu|maktaba"
    ),
    "misc": _d(
        MISC_KEYS,
        "Inayofuata|Iliyotangulia|Machapisho ya zamani|Zaidi|Vitu vinavyohusiana|Kuza|Kuza zaidi|Chapisha"
        "|Shiriki|Kwa tarehe|Kwa jina|Soma zaidi|Haki zote zimehifadhiwa|Wadhamini|Saraka ya tovuti"
        "|Makundi|Ongeza tovuti yako|Tovuti mpya|Matokeo ya|Hakuna matokeo|Tafuta kwenye tovuti|Kitu"
        "|Tarehe|Kalenda|Utafutaji mpya|Vilivyochaguliwa|Saa za kufungua|Karibu|matokeo|Vitu vyote"
        "|Vichujio|Mtandao wetu|Hadithi|Mada|Hifadhidata inakuja hivi karibuni|Agiza nakala|Asante"
        "|Viungo vya haraka|Nenda|Tovuti imetengenezwa na|Ramani ya jengo",
    ),
    "categories": _d(
        CATEGORY_KEYS,
        "Makumbusho, nyaraka na maktaba|Elimu|Safari|Manunuzi|Biashara|Michezo|Teknolojia|Afya|Chakula|Habari",
    ),
    "neigh": _d(
        NEIGHBOUR_KEYS,
        "Tiketi za maonyesho|Mwongozo wa utamaduni|Vifaa vya sanaa|Dalali wa mnada|Huduma za ukoo"
        "|Mwongozo wa utalii|Chuo kikuu",
    ),
    "off": _d(
        OFFTOPIC_KEYS,
        "Mgahawa|Klabu ya mpira|Gereji|Vifaa vya elektroniki|Ukumbi wa mazoezi|Mawakili|Duka la mikate"
        "|Hoteli|Kliniki ya meno",
    ),
    "nform": _d(
        NFORM_KEYS,
        "Tarehe ya kutembelea|Muda|Watu wazima|Watoto|Nunua tiketi|Mwezi|Aina|Tafuta matukio|Bidhaa"
        "|Chapa|Bei ya juu|Tafuta bidhaa|Namba ya bidhaa mnadani|Zabuni ya juu|Weka zabuni|Barua pepe"
        "|Nijulishe bidhaa mpya|Jina la ukoo|Jina la kwanza|Mwaka wa kuzaliwa|Parokia|Namba ya kumbukumbu"
        "|Njia ya kupokea|Agiza|Mji|Vivutio|Tafuta vivutio|Kozi|Kitivo|Ngazi|Tafuta kozi|Kiasi|Jina kamili"
        "|Changia",
    ),
    "dirname": "Saraka ya tovuti",
    "months": _l("Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba"),
}

#: Field names in each language's own words (the ``native`` naming style), keyed like ``FIELD_KEYS``' fields.
NATIVE_NAMES: dict[str, dict[str, str]] = {
    lang: dict(
        zip(
            ("keyword", "title", "artist", "type", "date_from", "date_to", "material", "place", "department")
            + ("accession", "has_image"),
            _l(text),
            strict=True,
        )
    )
    for lang, text in {
        "en": "query|objecttitle|maker|objecttype|from|to|medium|origin|collection|objectnumber|images",
        "zh": "guanjianci|mingcheng|zuozhe|leibie|niandai_qi|niandai_zhi|zhidi|chandi|fenlei|bianhao|youtu",
        "ru": "poisk|nazvanie|avtor|tip|data_s|data_po|material|mesto|otdel|inv_nomer|s_izobr",
        "el": "lexi|titlos|dimiourgos|eidos|apo|eos|yliko|topos|tmima|ar_eureteriou|me_eikona",
        "tr": "anahtar|eser_adi|sanatci|eser_turu|tarih_bas|tarih_bit|malzeme|yer|koleksiyon|envanter_no|gorselli",
        "he": "mila|koteret|yotzer|sug|mi_taarich|ad_taarich|chomer|makom|machlaka|mispar_rishum|im_tmuna",
        "th": "kham_khon|chue_watthu|sinlapin|praphet|tangtae|thueng|watsadu|laeng_thima|mawd|lek_thabian|mi_phap",
        "pt": "termo|titulo|autor|tipo|data_inicial|data_final|material|local|colecao|tombo|com_imagem",
        "pl": "fraza|tytul|autor|rodzaj|datowanie_od|datowanie_do|material|miejsce|dzial|nr_inw|z_ilustracja",
        "sw": "neno|jina|msanii|aina|kuanzia|hadi|malighafi|mahali|idara|namba|picha",
    }.items()
}

#: Path words of the localised URL scheme (``/ru/коллекция/поиск/``): kind -> word, per language.
PATH_WORDS: dict[str, dict[str, str]] = {
    lang: dict(zip(("collection", "search", "object", "browse", "embed"), _l(text), strict=True))
    for lang, text in {
        "en": "collection|search|object|browse|embed",
        "zh": "藏品|检索|文物|浏览|嵌入",
        "ru": "коллекция|поиск|предмет|просмотр|встроенный",
        "el": "συλλογή|αναζήτηση|αντικείμενο|περιήγηση|ενσωμάτωση",
        "tr": "koleksiyon|arama|eser|gozat|gomulu",
        "he": "אוסף|חיפוש|פריט|עיון|הטמעה",
        "th": "คลังสะสม|สืบค้น|วัตถุ|เรียกดู|ฝัง",
        "pt": "acervo|pesquisa|obra|navegar|embed",
        "pl": "zbiory|szukaj|obiekt|przegladaj|osadzony",
        "sw": "mkusanyiko|tafuta|kitu|vinjari|pachika",
    }.items()
}

LANG_CODES = tuple(LANGS)

for _code, _lang in LANGS.items():  # every language has every key (a typo must fail at import)
    for _key in ("nav", "fields", "misc", "categories", "neigh", "off", "nform"):
        if not isinstance(_lang[_key], dict):
            raise TypeError(f"{_code}.{_key}")
    for _key in ("coll", "hub", "hub_link", "form_title", "types", "materials", "depts", "places", "artists"):
        if len(_lang[_key]) < 3:
            raise ValueError(f"{_code}.{_key}")
