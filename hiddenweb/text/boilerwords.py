"""The names real sites give their boilerplate pages, in some forty languages: legal, company, contact, account.

Privacy, terms of use, cookies, accessibility, log in, contact, about us,
frequently asked questions, imprint and disclaimer, newsletter, basket, my
account: the pages every shop, portal and ministry links from every page's
footer, none of which holds a search form (``discover``'s boilerplate prior,
:func:`hiddenweb.discover.sitepriors.link_kind`). From the footers of real
sites, not from a test web. No Scrapy here.

Not the words that also name a register or its entries ("registro", "kayıt",
"εγγραφή", "rejestracja", "cadastro", "đăng ký", "daftar", "注册"): a register
is a topic of its own, its search behind those words.
"""

from __future__ import annotations

import re

from hiddenweb.text.searchwords import fold

__all__ = [
    "BOILERPLATE_ALONE",
    "BOILERPLATE_INFIXES",
    "BOILERPLATE_STEMS",
    "BOILERPLATE_WORDS",
    "names_boilerplate",
]

#: English, Spanish, Portuguese, French, German, Italian and Dutch, accents removed; whole words (or the
#: start of one: "Datenschutzerklärung"). Not the site map: it holds no form, but it links to every page
#: kind of the site, the search page among them.
BOILERPLATE_WORDS = (
    r"about(?: us)?|contact(?:o|s|ez|ar)?|kontakt|contatt[oi]|impressum|imprint|legal|privacy|privacidad|"
    r"privacidade|confidentialite|datenschutz|cookies?|terms|conditions?|condiciones|agb|cgv|disclaimer|"
    r"aviso legal|mentions legales|faqs?|shipping|delivery|returns|envios?|devoluciones|livraison|versand|"
    r"login|log in|sign ?in|sign ?up|logout|register|registration|registro|anmelden|registrieren|"
    r"connexion|inscription|account|cuenta|compte|konto|cart|basket|checkout|carrito|cesta|panier|"
    r"warenkorb|carrello|winkelwagen|newsletter|quienes somos|sobre nosotros|qui sommes nous|a propos|"
    r"uber uns|chi siamo|over ons|accessibility"
)
#: Matched at the start of a word, so compounds count ("Integritetspolicy", "Adatvédelmi",
#: "Barrierefreiheitserklärung").
# fmt: off
BOILERPLATE_STEMS = (
    # Turkish
    "gizlilik", "kullanım koşul", "kullanim kosul", "erişilebilirlik", "çerez", "kvkk", "iletişim", "hakkımızda",
    "sıkça sorulan", "sikca sorulan", "giriş yap", "üye girişi", "üye ol", "e-bülten", "bülten", "sepet", "künye",
    "yasal uyarı",
    # Romanian
    "confidențialitate", "confidentialitate", "termeni și condiții", "termeni si conditii", "accesibilitate",
    "autentificare", "conectare", "despre noi", "întrebări frecvente", "intrebari frecvente", "contul meu",
    # Greek
    "απόρρητ", "όροι χρήσης", "όροι και προϋποθέσεις", "προσβασιμότητ", "σύνδεση", "επικοινωνία",
    "σχετικά με εμάς", "ποιοι είμαστε", "συχνές ερωτήσεις", "καλάθι",
    # Polish
    "prywatnoś", "regulamin", "dostępnoś", "logowanie", "zaloguj", "o nas", "częste pytania",
    "najczęściej zadawane", "koszyk", "ciasteczk",
    # Finnish
    "tietosuoja", "käyttöehdot", "saavutettavuus", "evästeet", "kirjaudu sisään", "yhteystiedot", "ota yhteyttä",
    "tietoa meistä", "usein kysyt", "ostoskori", "uutiskirje",
    # Portuguese, Spanish, French, German, Italian, Dutch, beyond BOILERPLATE_WORDS
    "política de privacidade", "termos de uso", "termos e condições", "acessibilidade", "fale conosco",
    "contacte-nos", "quem somos", "perguntas frequentes", "carrinho", "minha conta", "términos",
    "accesibilidad", "iniciar sesión", "contáctenos", "preguntas frecuentes", "mi cuenta", "accessibilité",
    "se connecter", "nous contacter", "données personnelles", "barrierefrei", "nutzungsbedingungen",
    "haftungsausschluss", "häufige fragen", "accessibilità", "accedi", "registrati", "note legali",
    "domande frequenti", "toegankelijkheid", "inloggen", "algemene voorwaarden", "veelgestelde vragen", "privacy",
    # Swedish, Norwegian, Danish, Icelandic
    "integritet", "personuppgift", "personvern", "privatliv", "tillgänglighet", "tilgjengelighet",
    "tilgængelighed", "logga in", "logg inn", "log ind", "om oss", "om os", "vanliga frågor",
    "ofte stilte spørsmål", "ofte stillede spørgsmål", "villkor", "vilkår", "varukorg", "handlekurv",
    "indkøbskurv", "persónuvernd", "skilmálar", "innskráning", "hafa samband", "um okkur",
    # Czech, Slovak, Hungarian
    "ochrana osobních", "ochrana osobných", "ochrana súkromia", "podmínky", "podmienky", "přístupnost",
    "prístupnosť", "přihlásit", "přihlášení", "prihlásiť", "prihlásenie", "často kladené", "košík",
    "adatvédelm", "adatkezel", "felhasználási feltétel", "akadálymentes", "bejelentkez", "kapcsolat",
    "rólunk", "gyakori kérdések", "kosár", "impresszum",
    # Russian, Ukrainian, Bulgarian
    "конфиденциальн", "пользовательское соглашение", "условия использования", "доступност", "войти",
    "контакты", "о нас", "о компании", "частые вопросы", "вопросы и ответы", "корзина", "личный кабинет",
    "конфіденційн", "умови використання", "доступніст", "увійти", "контакти", "про нас", "кошик",
    "поверителност", "общи условия", "за нас",
    # Estonian, Latvian, Lithuanian, Slovenian, Croatian/Serbian
    "privaatsus", "andmekaitse", "kasutustingimused", "ligipääsetavus", "logi sisse",
    "korduma kippuvad", "privātum", "sīkdatnes", "piekļūstamīb", "pieslēgties", "par mums", "privatumo",
    "slapuk", "prieinamum", "prisijung", "apie mus", "varstvo osebnih", "zasebnost", "privatnost",
    "dostopnost", "pristupačnost", "o nama", "uvjeti korištenja", "pogoji uporabe", "česta pitanja",
    "pogosta vprašanja", "košarica",
    # Arabic, Hebrew, Persian, Hindi
    "الخصوصية", "الشروط والأحكام", "شروط الاستخدام", "إمكانية الوصول", "تسجيل الدخول", "اتصل بنا", "من نحن",
    "الأسئلة الشائعة", "سلة التسوق", "פרטיות", "תנאי שימוש", "נגישות", "התחברות", "צור קשר", "אודות",
    "שאלות נפוצות", "עגלת קניות", "حریم خصوصی", "حریم شخصی", "قوانین و مقررات", "تماس با ما", "درباره ما",
    "गोपनीयता", "संपर्क", "हमारे बारे में", "लॉगिन",
    # Vietnamese, Indonesian/Malay, Swahili
    "chính sách bảo mật", "bảo mật thông tin", "điều khoản", "đăng nhập", "giới thiệu",
    "câu hỏi thường gặp", "giỏ hàng", "privasi", "syarat dan ketentuan", "syarat & ketentuan", "aksesibilitas",
    "hubungi kami", "tentang kami", "pertanyaan umum", "soalan lazim", "keranjang", "faragha", "masharti",
    "wasiliana nasi", "kuhusu sisi", "maswali yanayoulizwa", "ufikivu",
)
# fmt: on
#: Words that name the page only alone: as stems they begin other words ("girişimci", "lien hébergé"). Whole words.
BOILERPLATE_ALONE = ("giriş", "masuk", "prijava", "entrar", "ieiet", "kirjaudu", "вход", "вхід", "ingia", "liên hệ")
#: Scripts written without spaces between words, matched anywhere in a name: Chinese (both scripts),
#: Japanese, Korean, Thai.
# fmt: off
BOILERPLATE_INFIXES = (
    "隐私", "隱私", "使用条款", "服务条款", "使用條款", "服務條款", "无障碍", "無障礙", "登录", "登入", "登錄",
    "联系我们", "聯絡我們", "聯繫我們", "关于我们", "關於我們", "常见问题", "常見問題", "购物车", "購物車",
    "免责声明", "免責聲明", "プライバシー", "個人情報", "利用規約", "アクセシビリティ", "ログイン",
    "お問い合わせ", "お問合せ", "会社概要", "よくある質問", "免責事項", "개인정보", "이용약관", "접근성",
    "로그인", "회원가입", "문의하기", "회사소개", "자주 묻는 질문", "장바구니", "ความเป็นส่วนตัว", "ข้อกำหนด",
    "เงื่อนไขการใช้", "เข้าสู่ระบบ", "ติดต่อเรา", "เกี่ยวกับเรา", "คำถามที่พบบ่อย", "การเข้าถึง",
)
# fmt: on
#: One pattern a list: joined into one alternation of ~400 branches, Python's engine tried every branch at
#: every position of a name (210 µs a link, a quarter of discover's pages/s); apart, each list keeps its own
#: prefix scan (~10 µs together).
_PATTERNS = (
    re.compile(rf"\b(?:{BOILERPLATE_WORDS})(?:\b|(?<=datenschutz))"),
    re.compile(r"\b(?:" + "|".join(re.escape(fold(s)) for s in BOILERPLATE_STEMS) + ")"),
    re.compile(r"\b(?:" + "|".join(re.escape(fold(s)) for s in BOILERPLATE_ALONE) + r")\b"),
    re.compile("|".join(re.escape(fold(s)) for s in BOILERPLATE_INFIXES)),
)


def names_boilerplate(folded: str) -> bool:
    """Whether a folded name (:func:`~hiddenweb.text.searchwords.fold`: lower case, accents removed) holds
    any of the boilerplate names."""
    return any(pattern.search(folded) for pattern in _PATTERNS)
