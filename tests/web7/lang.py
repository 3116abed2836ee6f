"""Family G's vocabulary: the words of its thirteen languages, one table row per word.

Every row is ``key: de|fr|es|ja|ko|ar|it|nl|id|vi|cs|hi|en``; a cell with ``;`` is a list.
"""

from __future__ import annotations

import unicodedata
from typing import Any

CODES = ("de", "fr", "es", "ja", "ko", "ar", "it", "nl", "id", "vi", "cs", "hi", "en")

_TABLE = """
lname: Deutsch|Français|Español|日本語|한국어|العربية|Italiano|Nederlands|Bahasa Indonesia|Tiếng Việt|Čeština|हिन्दी|English
home: Startseite|Accueil|Inicio|ホーム|홈|الرئيسية|Home page|Home|Beranda|Trang chủ|Úvod|मुखपृष्ठ|Home
about: Über uns|Qui sommes-nous|Quiénes somos|組織の概要|기관소개|من نحن|Chi siamo|Over ons|Tentang kami|Giới thiệu|O nás|हमारे बारे में|About us
news: Aktuelles|Actualités|Noticias|お知らせ|알림마당|الأخبار|Notizie|Nieuws|Berita|Tin tức|Aktuality|समाचार|News
contact: Kontakt|Contact|Contacto|お問い合わせ|연락처|اتصل بنا|Contatti|Contact|Kontak|Liên hệ|Kontakt|संपर्क|Contact
press: Presse|Presse|Prensa|報道発表|보도자료|المركز الإعلامي|Stampa|Pers|Siaran pers|Báo chí|Pro média|प्रेस विज्ञप्ति|Press
services: Service|Services en ligne|Servicios|手続案内|전자민원|الخدمات|Servizi|Diensten|Layanan|Dịch vụ công|Služby|ई-सेवाएं|Services
links: Links|Liens utiles|Enlaces|関連リンク|관련 사이트|روابط|Link utili|Links|Tautan|Liên kết|Odkazy|उपयोगी लिंक|Links
sitemap: Sitemap|Plan du site|Mapa del sitio|サイトマップ|사이트맵|خريطة الموقع|Mappa del sito|Sitemap|Peta situs|Sơ đồ trang|Mapa stránek|साइटमैप|Site map
faq: Häufige Fragen|Questions fréquentes|Preguntas frecuentes|よくある質問|자주 묻는 질문|الأسئلة الشائعة|Domande frequenti|Veelgestelde vragen|Tanya jawab|Câu hỏi thường gặp|Časté dotazy|अक्सर पूछे जाने वाले प्रश्न|FAQ
opendata: Offene Daten|Données ouvertes|Datos abiertos|オープンデータ|공공데이터 개방|البيانات المفتوحة|Dati aperti|Open data|Data terbuka|Dữ liệu mở|Otevřená data|खुला डेटा|Open data
imprint: Impressum|Mentions légales|Aviso legal|サイトポリシー|저작권정책|إخلاء المسؤولية|Note legali|Colofon|Syarat penggunaan|Điều khoản sử dụng|Právní upozornění|अस्वीकरण|Legal notice
privacy: Datenschutz|Confidentialité|Privacidad|プライバシーポリシー|개인정보처리방침|سياسة الخصوصية|Privacy|Privacyverklaring|Kebijakan privasi|Chính sách bảo mật|Ochrana osobních údajů|गोपनीयता नीति|Privacy
access: Barrierefreiheit|Accessibilité|Accesibilidad|ウェブアクセシビリティ|웹 접근성|سهولة الوصول|Accessibilità|Toegankelijkheid|Aksesibilitas|Hỗ trợ tiếp cận|Přístupnost|सुगम्यता|Accessibility
registers: Register|Registres publics|Registros públicos|各種登録簿|공부 열람|السجلات|Registri|Registers|Register publik|Sổ đăng ký|Rejstříky|रजिस्टर|Public registers
hearings: Terminvorschau|Calendrier des audiences|Agenda de audiencias|開廷期日情報|재판 일정|جدول الجلسات|Calendario udienze|Zittingsrooster|Jadwal sidang|Lịch xét xử|Kalendář jednání|वाद सूची|Hearing calendar
login: Anmelden|Connexion|Iniciar sesión|ログイン|로그인|تسجيل الدخول|Accedi|Inloggen|Masuk|Đăng nhập|Přihlášení|लॉग इन|Log in
signup: Registrieren|Créer un compte|Registrarse|会員登録|회원가입|تسجيل حساب|Registrati|Registreren|Daftar|Đăng ký|Registrace|पंजीकरण|Sign up
newsletter: Newsletter|Lettre d'information|Boletín|メールマガジン|뉴스레터|النشرة البريدية|Newsletter|Nieuwsbrief|Buletin|Bản tin|Zpravodaj|न्यूज़लेटर|Newsletter
next: Weiter|Suivant|Siguiente|次へ|다음|التالي|Successivo|Volgende|Berikutnya|Tiếp|Další|अगला|Next
prev: Zurück|Précédent|Anterior|前へ|이전|السابق|Precedente|Vorige|Sebelumnya|Trước|Předchozí|पिछला|Previous
print: Druckversion|Version imprimable|Versión para imprimir|印刷用ページ|인쇄|نسخة للطباعة|Versione stampabile|Printversie|Versi cetak|Bản in|Verze pro tisk|प्रिंट संस्करण|Print
pdf: PDF herunterladen|Télécharger le PDF|Descargar PDF|PDFダウンロード|PDF 내려받기|تحميل PDF|Scarica PDF|Download PDF|Unduh PDF|Tải PDF|Stáhnout PDF|PDF डाउनलोड करें|Download PDF
back: Zurück zur Übersicht|Retour|Volver|戻る|목록으로|رجوع|Torna indietro|Terug|Kembali|Quay lại|Zpět|वापस|Back
results: Trefferliste|Résultats|Resultados|一覧|검색 결과|النتائج|Risultati|Resultaten|Hasil|Kết quả|Výsledky|परिणाम|Results
hits: Treffer|résultats|resultados|件|건|نتيجة|risultati|resultaten|hasil|kết quả|výsledků|परिणाम|results
only: Diese Seite ist nur auf Deutsch verfügbar.|Cette page n'existe qu'en français.|Esta página sólo está disponible en español.|このページは日本語のみです。|이 페이지는 한국어로만 제공됩니다.|هذه الصفحة متاحة باللغة العربية فقط.|Questa pagina è disponibile solo in italiano.|Deze pagina is alleen in het Nederlands beschikbaar.|Halaman ini hanya tersedia dalam bahasa Indonesia.|Trang này chỉ có bằng tiếng Việt.|Tato stránka je dostupná pouze v češtině.|यह पृष्ठ केवल हिंदी में उपलब्ध है।|This page is available in English only.
accept: Ich akzeptiere die Nutzungsbedingungen|J'accepte les conditions d'utilisation|Acepto las condiciones de uso|利用規約に同意する|이용약관에 동의합니다|أوافق على شروط الاستخدام|Accetto le condizioni d'uso|Ik ga akkoord met de gebruiksvoorwaarden|Saya menyetujui syarat penggunaan|Tôi đồng ý với điều khoản sử dụng|Souhlasím s podmínkami užití|मैं उपयोग की शर्तें स्वीकार करता हूँ|I accept the terms of use
terms: Nutzungsbedingungen|Conditions d'utilisation|Condiciones de uso|利用規約|이용약관|شروط الاستخدام|Condizioni d'uso|Gebruiksvoorwaarden|Syarat penggunaan|Điều khoản sử dụng|Podmínky užití|उपयोग की शर्तें|Terms of use
terms_text: Die veröffentlichten Entscheidungen sind anonymisiert. Eine Weiterverwendung ist nur mit Quellenangabe gestattet.|Les décisions publiées sont pseudonymisées. Toute réutilisation doit mentionner la source.|Las resoluciones publicadas han sido anonimizadas. Su reutilización requiere citar la fuente.|掲載された裁判例は匿名化されています。転載の際は出典を明記してください。|게시된 판결문은 비실명 처리되었습니다. 재사용 시 출처를 밝혀야 합니다.|الأحكام المنشورة مجهولة الهوية، ويجب ذكر المصدر عند إعادة الاستخدام.|Le sentenze pubblicate sono anonimizzate. Il riutilizzo è consentito citando la fonte.|De gepubliceerde uitspraken zijn geanonimiseerd. Hergebruik is toegestaan met bronvermelding.|Putusan yang dipublikasikan telah dianonimkan. Penggunaan ulang wajib mencantumkan sumber.|Các bản án được công bố đã được ẩn danh. Khi sử dụng lại phải ghi rõ nguồn.|Zveřejněná rozhodnutí jsou anonymizována. Další užití je možné s uvedením zdroje.|प्रकाशित निर्णय अनाम किए गए हैं। पुनः उपयोग करते समय स्रोत का उल्लेख आवश्यक है।|Published decisions are anonymised. Re-use is permitted if the source is cited.
soon: Dieses Angebot befindet sich im Aufbau.|Ce service sera bientôt disponible.|Próximamente.|準備中です。|준비 중입니다.|قريباً.|Servizio in allestimento.|Binnenkort beschikbaar.|Segera hadir.|Sắp ra mắt.|Připravujeme.|जल्द आ रहा है।|Coming soon.
sitesearch: Website durchsuchen|Rechercher sur le site|Buscar en el sitio|サイト内検索|통합검색|البحث في الموقع|Cerca nel sito|Zoeken op de site|Cari di situs|Tìm kiếm trên trang|Hledat na webu|साइट में खोजें|Search this site
submit: Suchen|Rechercher|Buscar|検索|검색|بحث|Cerca|Zoeken|Cari|Tìm kiếm|Hledat|खोजें|Search
reset: Zurücksetzen|Effacer|Limpiar|クリア|초기화|مسح|Azzera|Wissen|Atur ulang|Xóa|Vymazat|रीसेट|Reset
quick: Schnellzugriff|Accès rapide|Acceso rápido|クイックアクセス|바로가기|وصول سريع|Accesso rapido|Snel naar|Akses cepat|Truy cập nhanh|Rychlý přístup|त्वरित पहुंच|Quick access
go: Los|OK|Ir|移動|이동|انتقال|Vai|Ga|Buka|Đi|Přejít|जाएं|Go
consult: Abrufen|Consulter|Consultar|閲覧|열람|اطلاع|Consulta|Raadplegen|Lihat|Xem|Nahlédnout|देखें|Open
description: Beschreibung|Description|Descripción|説明|설명|الوصف|Descrizione|Omschrijving|Deskripsi|Mô tả|Popis|विवरण|Description
dataset: Datensatz|Jeu de données|Conjunto de datos|データセット|데이터셋|مجموعة البيانات|Dataset|Dataset|Dataset|Bộ dữ liệu|Datová sada|डेटासेट|Dataset
webapp: Web-Anwendung|Interface de consultation|Consulta en línea|ウェブ閲覧|웹 열람 서비스|واجهة الاطلاع|Consultazione on line|Webapplicatie|Aplikasi web|Tra cứu trực tuyến|Webová aplikace|वेब इंटरफ़ेस|Web interface
legacy: Bisheriger Internetauftritt|Ancien site|Sitio anterior|旧サイト|이전 홈페이지|الموقع السابق|Sito precedente|Vorige website|Situs lama|Trang web cũ|Původní web|पुरानी वेबसाइट|Previous website
legacy_note: Die Datenbank ist weiterhin über den bisherigen Internetauftritt erreichbar.|La base reste accessible sur l'ancien site.|La base de datos sigue disponible en el sitio anterior.|データベースは引き続き旧サイトでご利用いただけます。|데이터베이스는 이전 홈페이지에서 계속 이용할 수 있습니다.|تبقى قاعدة البيانات متاحة على الموقع السابق.|La banca dati resta disponibile sul sito precedente.|De databank blijft beschikbaar op de vorige website.|Basis data tetap tersedia di situs lama.|Cơ sở dữ liệu vẫn có trên trang web cũ.|Databáze zůstává dostupná na původním webu.|डेटाबेस पुरानी वेबसाइट पर उपलब्ध रहेगा।|The database remains available on the previous website.
launch: Neue Entscheidungsdatenbank freigeschaltet|Nouvelle base de jurisprudence en ligne|Nueva base de jurisprudencia en línea|判例データベースを公開しました|판례 데이터베이스 개통 안내|إطلاق قاعدة بيانات الأحكام الجديدة|On line la nuova banca dati delle sentenze|Nieuwe uitsprakendatabank online|Direktori putusan baru diluncurkan|Ra mắt cơ sở dữ liệu án lệ mới|Spuštěna nová databáze rozhodnutí|नया निर्णय डेटाबेस शुरू|New case-law database launched
launch_text: Ab sofort stehen alle Entscheidungen seit 2000 kostenfrei zur Verfügung:|Toutes les décisions depuis 2000 sont désormais accessibles gratuitement :|Desde hoy todas las resoluciones desde 2000 están disponibles gratuitamente:|2000年以降の裁判例を無料で閲覧できます：|2000년 이후 모든 판결을 무료로 열람할 수 있습니다:|جميع الأحكام منذ عام 2000 متاحة الآن مجاناً:|Tutte le sentenze dal 2000 sono ora consultabili gratuitamente:|Alle uitspraken sinds 2000 zijn nu gratis beschikbaar:|Semua putusan sejak tahun 2000 kini tersedia gratis:|Tất cả bản án từ năm 2000 nay được cung cấp miễn phí:|Všechna rozhodnutí od roku 2000 jsou nyní zdarma k dispozici:|2000 से अब तक के सभी निर्णय अब निःशुल्क उपलब्ध हैं:|All decisions since 2000 are now freely available:
faq_q: Wo finde ich Entscheidungen des Gerichts?|Où trouver les décisions de la juridiction ?|¿Dónde puedo consultar las resoluciones?|裁判例はどこで閲覧できますか。|판결문은 어디에서 볼 수 있나요?|أين يمكنني الاطلاع على الأحكام؟|Dove posso trovare le sentenze?|Waar vind ik uitspraken?|Di mana saya dapat menemukan putusan?|Tôi có thể tìm bản án ở đâu?|Kde najdu rozhodnutí soudu?|मैं निर्णय कहाँ देख सकता हूँ?|Where can I find the court's decisions?
faq_a: Veröffentlichte Entscheidungen finden Sie|Les décisions publiées sont disponibles|Las resoluciones publicadas se encuentran|公開された裁判例は|공개된 판결은|الأحكام المنشورة متاحة|Le sentenze pubblicate si trovano|Gepubliceerde uitspraken vindt u|Putusan yang dipublikasikan tersedia|Các bản án đã công bố có tại|Zveřejněná rozhodnutí naleznete|प्रकाशित निर्णय यहाँ उपलब्ध हैं|Published decisions are available
faq_other: Wie erhalte ich eine Abschrift?;Welche Gebühren fallen an?;Wie lange dauert ein Verfahren?;Wo reiche ich Schriftsätze ein?|Comment obtenir une copie ?;Quels sont les frais ?;Quelle est la durée d'une procédure ?;Où déposer un mémoire ?|¿Cómo obtengo una copia?;¿Qué tasas se aplican?;¿Cuánto dura un procedimiento?;¿Dónde presento escritos?|謄本の請求方法は？;手数料はいくらですか。;審理期間はどのくらいですか。;書面の提出先は？|사본은 어떻게 발급받나요?;수수료는 얼마인가요?;재판 기간은 얼마나 걸리나요?;서류는 어디에 제출하나요?|كيف أحصل على نسخة؟;ما هي الرسوم؟;كم تستغرق الدعوى؟;أين أقدم المذكرات؟|Come ottenere una copia?;Quali sono i costi?;Quanto dura un procedimento?;Dove depositare gli atti?|Hoe krijg ik een afschrift?;Wat zijn de kosten?;Hoe lang duurt een procedure?;Waar dien ik stukken in?|Bagaimana memperoleh salinan?;Berapa biayanya?;Berapa lama proses perkara?;Di mana mengajukan berkas?|Làm thế nào để nhận bản sao?;Lệ phí là bao nhiêu?;Thủ tục kéo dài bao lâu?;Nộp hồ sơ ở đâu?|Jak získám opis?;Jaké jsou poplatky?;Jak dlouho trvá řízení?;Kam podat návrh?|प्रमाणित प्रति कैसे प्राप्त करें?;शुल्क कितना है?;कार्यवाही में कितना समय लगता है?;दस्तावेज़ कहाँ जमा करें?|How do I obtain a copy?;What are the fees?;How long do proceedings take?;Where do I file documents?
here: hier|ici|aquí|こちら|여기|هنا|qui|hier|di sini|tại đây|zde|यहाँ|here
fulltext: Volltext|Texte intégral|Texto completo|全文|전문|النص الكامل|Testo libero|Vrije tekst|Teks lengkap|Toàn văn|Fulltext|पूर्ण पाठ|Full text
keyword: Suchbegriff|Mots-clés|Palabras clave|キーワード|검색어|كلمات مفتاحية|Parole chiave|Trefwoorden|Kata kunci|Từ khóa|Klíčová slova|कीवर्ड|Keywords
caseno: Aktenzeichen|Numéro d'affaire|Número de expediente|事件番号|사건번호|رقم القضية|Numero di ruolo|Zaaknummer|Nomor perkara|Số bản án|Spisová značka|वाद संख्या|Case number
court: Gericht|Juridiction|Tribunal|裁判所|법원|المحكمة|Autorità giudiziaria|Instantie|Pengadilan|Tòa án|Soud|न्यायालय|Court
date: Entscheidungsdatum|Date de décision|Fecha de resolución|裁判年月日|선고일자|تاريخ الحكم|Data della decisione|Datum uitspraak|Tanggal putusan|Ngày tuyên án|Datum rozhodnutí|निर्णय की तिथि|Decision date
pubdate: Ausgabedatum|Date de publication|Fecha de publicación|公布日|공포일자|تاريخ النشر|Data di pubblicazione|Datum publicatie|Tanggal pengundangan|Ngày ban hành|Datum vyhlášení|प्रकाशन तिथि|Publication date
from: von|du|desde|から|부터|من|dal|van|dari|từ|od|से|from
to: bis|au|hasta|まで|까지|إلى|al|tot|sampai|đến|do|तक|to
judge: Richter|Juge|Magistrado ponente|裁判官|재판관|القاضي|Relatore|Rechter|Hakim|Thẩm phán|Soudce|न्यायाधीश|Judge
parties: Parteien|Parties|Partes|当事者|당사자|الأطراف|Parti|Partijen|Para pihak|Đương sự|Účastníci|पक्षकार|Parties
area: Rechtsgebiet|Matière|Materia|分野|사건 종류|نوع القضية|Materia|Rechtsgebied|Klasifikasi perkara|Lĩnh vực|Oblast práva|विधि क्षेत्र|Area of law
statute: Norm|Texte visé|Norma|参照法条|참조조문|المادة القانونية|Norma|Wetsartikel|Peraturan|Điều luật|Předpis|धारा|Statute
doctype: Dokumenttyp|Type de décision|Tipo de resolución|裁判種別|판결 유형|نوع الوثيقة|Tipo di provvedimento|Soort uitspraak|Jenis dokumen|Loại văn bản|Typ rozhodnutí|दस्तावेज़ का प्रकार|Document type
ecli: ECLI|ECLI|Identificador ECLI|ECLI|ECLI|المعرف ECLI|ECLI|ECLI-nummer|ECLI|ECLI|ECLI|ECLI|ECLI
sort: Sortierung|Trier par|Ordenar por|並び順|정렬|ترتيب حسب|Ordina per|Sorteren op|Urutkan|Sắp xếp|Řadit podle|क्रमबद्ध करें|Sort by
perpage: Treffer pro Seite|Résultats par page|Resultados por página|表示件数|페이지당 결과|النتائج في الصفحة|Risultati per pagina|Resultaten per pagina|Hasil per halaman|Kết quả mỗi trang|Výsledků na stránku|प्रति पृष्ठ परिणाम|Results per page
relevance: Relevanz|Pertinence|Relevancia|関連度順|정확도순|الصلة|Rilevanza|Relevantie|Relevansi|Liên quan|Relevance|प्रासंगिकता|Relevance
newest: Datum absteigend|Date décroissante|Más recientes|新しい順|최신순|الأحدث|Più recenti|Nieuwste eerst|Terbaru|Mới nhất|Nejnovější|नवीनतम|Newest first
all: alle|toutes|todos|すべて|전체|الكل|tutte|alle|semua|tất cả|vše|सभी|all
areas: Zivilrecht;Strafrecht;Verwaltungsrecht;Arbeitsrecht;Steuerrecht;Verfassungsrecht|Droit civil;Droit pénal;Droit administratif;Droit du travail;Droit fiscal;Droit constitutionnel|Civil;Penal;Contencioso-administrativo;Laboral;Tributario;Constitucional|民事;刑事;行政;労働;租税;憲法|민사;형사;행정;노동;조세;헌법|مدني;جنائي;إداري;عمالي;ضريبي;دستوري|Civile;Penale;Amministrativo;Lavoro;Tributario;Costituzionale|Civiel recht;Strafrecht;Bestuursrecht;Arbeidsrecht;Belastingrecht;Staatsrecht|Perdata;Pidana;Tata usaha negara;Ketenagakerjaan;Pajak;Konstitusi|Dân sự;Hình sự;Hành chính;Lao động;Thuế;Hiến pháp|Občanské právo;Trestní právo;Správní právo;Pracovní právo;Daňové právo;Ústavní právo|सिविल;आपराधिक;प्रशासनिक;श्रम;कर;संवैधानिक|Civil;Criminal;Administrative;Employment;Tax;Constitutional
doctypes: Urteil;Beschluss;Gutachten|Arrêt;Ordonnance;Avis|Sentencia;Auto;Providencia|判決;決定;命令|판결;결정;명령|حكم;قرار;رأي استشاري|Sentenza;Ordinanza;Decreto|Uitspraak;Beschikking;Conclusie|Putusan;Penetapan;Pendapat|Bản án;Quyết định;Án lệ|Rozsudek;Usnesení;Stanovisko|निर्णय;आदेश;राय|Judgment;Order;Opinion
legtypes: Gesetz;Verordnung;Erlass|Loi;Décret;Arrêté|Ley;Decreto;Resolución|法律;政令;省令|법률;대통령령;부령|قانون;مرسوم;قرار وزاري|Legge;Decreto;Regolamento|Wet;Besluit;Regeling|Undang-undang;Peraturan Pemerintah;Peraturan Daerah|Luật;Nghị định;Thông tư|Zákon;Nařízení vlády;Vyhláška|अधिनियम;नियम;अधिसूचना|Act;Regulation;Order
places: Hamburg;Köln;Graz;Bern;Leipzig;Kassel|Lyon;Bordeaux;Lille;Rennes;Nancy;Liège|Bogotá;Lima;Córdoba;Monterrey;Quito;Santiago|東京;大阪;名古屋;札幌;福岡;仙台|서울;부산;대구;광주;대전;수원|القاهرة;عمّان;الرباط;تونس;الرياض;بيروت|Milano;Napoli;Torino;Bologna;Firenze;Palermo|Amsterdam;Utrecht;Gent;Antwerpen;Arnhem;Den Haag|Jakarta;Surabaya;Bandung;Medan;Makassar;Semarang|Hà Nội;Đà Nẵng;Huế;Cần Thơ;Hải Phòng;Nha Trang|Brno;Praha;Ostrava;Plzeň;Olomouc;Liberec|दिल्ली;मुंबई;प्रयागराज;पटना;जयपुर;लखनऊ|Leeds;Bristol;Dublin;Denver;Ottawa;Auckland
roman: hamburg;koeln;graz;bern;leipzig;kassel|lyon;bordeaux;lille;rennes;nancy;liege|bogota;lima;cordoba;monterrey;quito;santiago|tokyo;osaka;nagoya;sapporo;fukuoka;sendai|seoul;busan;daegu;gwangju;daejeon;suwon|cairo;amman;rabat;tunis;riyadh;beirut|milano;napoli;torino;bologna;firenze;palermo|amsterdam;utrecht;gent;antwerpen;arnhem;denhaag|jakarta;surabaya;bandung;medan;makassar;semarang|hanoi;danang;hue;cantho;haiphong;nhatrang|brno;praha;ostrava;plzen;olomouc;liberec|delhi;mumbai;allahabad;patna;jaipur;lucknow|leeds;bristol;dublin;denver;ottawa;auckland
orgs: Oberster Gerichtshof;Verfassungsgericht;Verwaltungsgericht;Oberlandesgericht;Amtsblatt;Landtag;Rechtsanwaltskammer;Juristische Bibliothek;Bürgerbeauftragter;Juristischer Verlag|Cour de cassation;Conseil constitutionnel;Tribunal administratif;Cour d'appel;Journal officiel;Parlement;Barreau;Bibliothèque de droit;Médiateur;Éditions juridiques|Corte Suprema;Tribunal Constitucional;Tribunal Administrativo;Corte de Apelaciones;Diario Oficial;Congreso;Colegio de Abogados;Biblioteca Jurídica;Defensoría del Pueblo;Editorial Jurídica|高等裁判所;憲法裁判所;行政裁判所;地方裁判所;官報;議会;弁護士会;法学部図書館;行政相談;法律出版社|고등법원;헌법재판소;행정법원;지방법원;관보;의회;변호사회;법학도서관;국민권익위원회;법률출판사|محكمة النقض;المحكمة الدستورية;المحكمة الإدارية;محكمة الاستئناف;الجريدة الرسمية;مجلس النواب;نقابة المحامين;المكتبة القانونية;ديوان المظالم;دار النشر القانونية|Corte di Cassazione;Corte costituzionale;Tribunale amministrativo regionale;Corte d'appello;Gazzetta Ufficiale;Consiglio regionale;Ordine degli avvocati;Biblioteca giuridica;Difensore civico;Editrice giuridica|Hoge Raad;Grondwettelijk Hof;Raad van State;Gerechtshof;Staatsblad;Provinciale Staten;Orde van Advocaten;Juridische bibliotheek;Ombudsman;Juridische uitgeverij|Mahkamah Agung;Mahkamah Konstitusi;Pengadilan Tata Usaha Negara;Pengadilan Tinggi;Lembaran Negara;DPRD;Perhimpunan Advokat;Perpustakaan Hukum;Ombudsman;Penerbit Hukum|Tòa án nhân dân cấp cao;Hội đồng Hiến pháp;Tòa hành chính;Tòa phúc thẩm;Công báo;Hội đồng nhân dân;Đoàn luật sư;Thư viện pháp luật;Thanh tra;Nhà xuất bản Tư pháp|Nejvyšší soud;Ústavní soud;Krajský soud;Vrchní soud;Sbírka zákonů;Zastupitelstvo;Advokátní komora;Právnická knihovna;Veřejný ochránce práv;Právnické nakladatelství|उच्च न्यायालय;संवैधानिक पीठ;प्रशासनिक अधिकरण;जिला न्यायालय;राजपत्र;विधान सभा;बार काउंसिल;विधि पुस्तकालय;लोकपाल;विधि प्रकाशन|High Court;Constitutional Court;Administrative Tribunal;Court of Appeal;Official Gazette;Legislative Assembly;Bar Association;Law Library;Ombudsman;Law Publishing
caselinks: Rechtsprechung;Entscheidungen;Judikatur;Urteile und Beschlüsse;Entscheidungsdatenbank|Jurisprudence;Décisions;Base de jurisprudence;Arrêts et ordonnances;Consulter les décisions|Jurisprudencia;Resoluciones;Sentencias;Consulta de jurisprudencia;Buscador de sentencias|判例検索;裁判例情報;判例集;裁判例;最近の判例|판례;판결문 열람;판례정보;종합법률정보;판결서 인터넷열람|أحكام;الأحكام القضائية;المبادئ القضائية;قاعدة الأحكام;الاجتهاد القضائي|Giurisprudenza;Sentenze;Banca dati delle sentenze;Provvedimenti;Decisioni|Uitspraken;Jurisprudentie;Rechtspraak;Arresten;Zoeken in uitspraken|Putusan;Direktori Putusan;Yurisprudensi;Salinan putusan;Penelusuran putusan|Án lệ;Bản án;Công bố bản án;Quyết định;Tra cứu bản án|Judikatura;Rozhodnutí;Sbírka rozhodnutí;Databáze judikatury;Vyhledávání rozhodnutí|निर्णय;निर्णय एवं आदेश;न्याय निर्णय;फैसले;निर्णय खोज|Judgments;Case law;Decisions;Rulings;Find a judgment
leglinks: Gesetze;Rechtsvorschriften;Landesrecht;Normen|Législation;Textes législatifs;Lois et décrets;Textes consolidés|Legislación;Normativa;Leyes y decretos;Normas vigentes|法令検索;法令データ;例規集;現行法令|법령;자치법규;현행법령;법령정보|التشريعات;القوانين;النصوص التشريعية;الأنظمة|Normativa;Leggi regionali;Testi di legge;Atti normativi|Wetgeving;Regelgeving;Wetten;Geconsolideerde teksten|Peraturan;Produk hukum;JDIH;Peraturan daerah|Văn bản pháp luật;Văn bản quy phạm;Luật;Hệ thống văn bản|Předpisy;Právní předpisy;Zákony;Sbírka předpisů|अधिनियम;कानून;विधि संग्रह;नियम|Legislation;Acts;Statutes;Regulations
casedb: Rechtsprechungsdatenbank|Base de données de jurisprudence|Base de datos de jurisprudencia|裁判例検索|판례 검색|قاعدة بيانات الأحكام|Banca dati della giurisprudenza|Uitsprakendatabank|Direktori Putusan|Cơ sở dữ liệu bản án|Databáze judikatury|निर्णय डेटाबेस|Case-law database
legdb: Gesetzesdatenbank|Base de données législative|Base de datos legislativa|法令データベース|법령 데이터베이스|قاعدة بيانات التشريعات|Banca dati normativa|Wetgevingsdatabank|Basis data peraturan|Cơ sở dữ liệu văn bản pháp luật|Databáze právních předpisů|विधि डेटाबेस|Legislation database
latest: Neueste Entscheidungen|Dernières décisions|Últimas resoluciones|最近の裁判例|최신 판례|أحدث الأحكام|Ultime sentenze|Recente uitspraken|Putusan terbaru|Bản án mới|Nejnovější rozhodnutí|नवीनतम निर्णय|Latest decisions
issues: Ausgaben|Numéros parus|Ediciones|号外・本紙|관보 호수|الأعداد|Fascicoli|Uitgaven|Edisi|Số báo|Částky|अंक|Issues
legalwords: Urteil;Revision;Berufung;Senat;Kläger;Beklagte;Verfahren;Gesetz;Verordnung;Rechtsmittel;Beschwerde;Gericht|arrêt;pourvoi;appel;chambre;requérant;défendeur;procédure;loi;décret;recours;juridiction;jugement|sentencia;casación;apelación;sala;demandante;demandado;procedimiento;ley;decreto;recurso;tribunal;fallo|判決;上告;控訴;法廷;原告;被告;手続;法律;政令;抗告;裁判所;判示|판결;상고;항소;재판부;원고;피고;절차;법률;시행령;항고;법원;판시|حكم;طعن;استئناف;دائرة;المدعي;المدعى عليه;إجراءات;قانون;مرسوم;تظلم;محكمة;قرار|sentenza;ricorso;appello;sezione;ricorrente;resistente;procedimento;legge;decreto;impugnazione;tribunale;ordinanza|uitspraak;cassatie;hoger beroep;kamer;eiser;gedaagde;procedure;wet;besluit;rechtsmiddel;rechtbank;vonnis|putusan;kasasi;banding;majelis;penggugat;tergugat;perkara;undang-undang;peraturan;upaya hukum;pengadilan;amar|bản án;giám đốc thẩm;phúc thẩm;hội đồng xét xử;nguyên đơn;bị đơn;thủ tục;luật;nghị định;kháng cáo;tòa án;phán quyết|rozsudek;dovolání;odvolání;senát;žalobce;žalovaný;řízení;zákon;vyhláška;opravný prostředek;soud;usnesení|निर्णय;अपील;पुनरीक्षण;खंडपीठ;वादी;प्रतिवादी;कार्यवाही;अधिनियम;नियम;याचिका;न्यायालय;आदेश|judgment;appeal;cassation;chamber;claimant;defendant;proceedings;act;regulation;remedy;court;ruling
filler: Sommer;Angebot;Stadt;Familie;Wochenende;Preis;Garten;Küche;Markt;Urlaub;Verein;Spiel;Wetter;Zeit;Bild;Haus|été;offre;ville;famille;week-end;prix;jardin;cuisine;marché;vacances;club;match;temps;photo;maison;route|verano;oferta;ciudad;familia;fin de semana;precio;jardín;cocina;mercado;vacaciones;club;partido;tiempo;foto;casa;viaje|夏;特価;街;家族;週末;価格;庭;料理;市場;休暇;クラブ;試合;天気;写真;家;旅|여름;특가;도시;가족;주말;가격;정원;요리;시장;휴가;동호회;경기;날씨;사진;집;여행|صيف;عرض;مدينة;عائلة;عطلة;سعر;حديقة;مطبخ;سوق;إجازة;نادي;مباراة;طقس;صورة;منزل;رحلة|estate;offerta;città;famiglia;fine settimana;prezzo;giardino;cucina;mercato;vacanze;squadra;partita;tempo;foto;casa;viaggio|zomer;aanbieding;stad;gezin;weekend;prijs;tuin;keuken;markt;vakantie;club;wedstrijd;weer;foto;huis;reis|musim;promo;kota;keluarga;akhir pekan;harga;taman;dapur;pasar;liburan;klub;pertandingan;cuaca;foto;rumah;perjalanan|mùa hè;khuyến mãi;thành phố;gia đình;cuối tuần;giá;vườn;bếp;chợ;kỳ nghỉ;câu lạc bộ;trận đấu;thời tiết;ảnh;nhà;chuyến đi|léto;nabídka;město;rodina;víkend;cena;zahrada;kuchyně;trh;dovolená;klub;zápas;počasí;fotka;dům;výlet|गर्मी;ऑफ़र;शहर;परिवार;सप्ताहांत;कीमत;बगीचा;रसोई;बाज़ार;छुट्टी;क्लब;मैच;मौसम;फ़ोटो;घर;यात्रा|summer;offer;city;family;weekend;price;garden;kitchen;market;holiday;club;match;weather;photo;house;trip
offcats: Shop;Nachrichten;Reisen;Sport;Rezepte;Musik;Autos;Immobilien;Spiele;Wetter|Boutique;Actualité;Voyages;Sport;Recettes;Musique;Automobile;Immobilier;Jeux;Météo|Tienda;Noticias;Viajes;Deportes;Recetas;Música;Autos;Inmuebles;Juegos;Clima|ショップ;ニュース;旅行;スポーツ;レシピ;音楽;車;不動産;ゲーム;天気|쇼핑;뉴스;여행;스포츠;레시피;음악;자동차;부동산;게임;날씨|متجر;أخبار;سفر;رياضة;وصفات;موسيقى;سيارات;عقارات;ألعاب;طقس|Negozio;Notizie;Viaggi;Sport;Ricette;Musica;Auto;Immobili;Giochi;Meteo|Winkel;Nieuws;Reizen;Sport;Recepten;Muziek;Auto's;Woningen;Spellen;Weer|Toko;Berita;Wisata;Olahraga;Resep;Musik;Otomotif;Properti;Permainan;Cuaca|Cửa hàng;Tin tức;Du lịch;Thể thao;Công thức nấu ăn;Âm nhạc;Ô tô;Bất động sản;Trò chơi;Thời tiết|Obchod;Zprávy;Cestování;Sport;Recepty;Hudba;Auta;Reality;Hry;Počasí|दुकान;समाचार;यात्रा;खेल;व्यंजन;संगीत;कारें;संपत्ति;गेम्स;मौसम|Shop;News;Travel;Sport;Recipes;Music;Cars;Real estate;Games;Weather
legalorgs: Kanzlei;Rechtsblog;Notariat;Rechtswissenschaftliche Fakultät;Anwaltssuche;Juristenjobs;Fachbuchhandlung Recht;Handelsregister;Stadtverwaltung|Cabinet d'avocats;Blog juridique;Office notarial;Faculté de droit;Annuaire des avocats;Emplois juridiques;Librairie juridique;Registre du commerce;Préfecture|Estudio jurídico;Blog jurídico;Notaría;Facultad de Derecho;Directorio de abogados;Empleos jurídicos;Librería jurídica;Registro Mercantil;Municipalidad|法律事務所;法律ブログ;公証役場;法学部;弁護士検索;法律求人;法律書専門店;商業登記;市役所|법무법인;법률 블로그;공증사무소;법학전문대학원;변호사 찾기;법조 채용;법률서적;상업등기;시청|مكتب محاماة;مدونة قانونية;مكتب التوثيق;كلية الحقوق;دليل المحامين;وظائف قانونية;مكتبة الكتب القانونية;السجل التجاري;البلدية|Studio legale;Blog giuridico;Studio notarile;Dipartimento di Giurisprudenza;Albo degli avvocati;Lavoro legale;Libreria giuridica;Registro delle imprese;Comune|Advocatenkantoor;Juridisch blog;Notariskantoor;Faculteit der Rechtsgeleerdheid;Advocaat zoeken;Juridische vacatures;Juridische boekhandel;Handelsregister;Gemeente|Kantor hukum;Blog hukum;Kantor notaris;Fakultas Hukum;Direktori advokat;Lowongan hukum;Toko buku hukum;Daftar perusahaan;Pemerintah Kota|Văn phòng luật;Blog pháp luật;Văn phòng công chứng;Khoa Luật;Danh bạ luật sư;Việc làm pháp lý;Nhà sách pháp luật;Đăng ký doanh nghiệp;Ủy ban nhân dân|Advokátní kancelář;Právní blog;Notářská kancelář;Právnická fakulta;Vyhledání advokáta;Práce v právu;Právnické knihkupectví;Obchodní rejstřík;Magistrát|विधि फर्म;कानूनी ब्लॉग;नोटरी कार्यालय;विधि संकाय;वकील खोजें;कानूनी नौकरियां;विधि पुस्तक भंडार;कंपनी रजिस्टर;नगर निगम|Law firm;Legal blog;Notary;Law School;Find a lawyer;Legal jobs;Law bookshop;Company register;City Council
name: Name|Nom|Nombre|氏名|이름|الاسم|Nome|Naam|Nama|Họ tên|Jméno|नाम|Name
city: Ort|Ville|Ciudad|地域|지역|المدينة|Città|Plaats|Kota|Thành phố|Obec|शहर|City
practice: Fachgebiet|Domaine d'activité|Especialidad|取扱分野|전문분야|مجال التخصص|Settore di attività|Rechtsgebied advocaat|Bidang praktik|Lĩnh vực hành nghề|Specializace|विशेषज्ञता|Practice area
courtroom: Sitzungssaal|Salle d'audience|Sala|法廷|법정|القاعة|Aula|Zittingszaal|Ruang sidang|Phòng xử án|Jednací síň|न्यायालय कक्ष|Courtroom
status: Verfahrensstand|Suivi de dossier|Estado del expediente|事件進行照会|사건 진행 조회|متابعة القضية|Stato del fascicolo|Stand van uw zaak|Status perkara|Tình trạng hồ sơ|Stav řízení|मामले की स्थिति|Case status
pin: Zugangscode|Code d'accès|Clave de acceso|アクセスコード|인증번호|رمز الدخول|Codice di accesso|Toegangscode|Kode akses|Mã truy cập|Přístupový kód|एक्सेस कोड|Access code
jobtitle: Stellenbezeichnung|Intitulé du poste|Puesto|職種|직무|المسمى الوظيفي|Posizione|Functie|Posisi|Vị trí|Pozice|पद|Job title
course: Lehrveranstaltung|Intitulé du cours|Asignatura|科目名|과목명|اسم المقرر|Insegnamento|Vak|Mata kuliah|Học phần|Předmět|पाठ्यक्रम|Course
semester: Semester|Semestre|Semestre|学期|학기|الفصل الدراسي|Semestre|Semester|Semester|Học kỳ|Semestr|सेमेस्टर|Term
booktitle: Titel|Titre|Título|書名|도서명|العنوان|Titolo|Titel|Judul|Tên sách|Název|शीर्षक|Title
author: Autor|Auteur|Autor|著者|저자|المؤلف|Autore|Auteur|Penulis|Tác giả|Autor|लेखक|Author
company: Firma|Dénomination|Razón social|商号|상호|اسم الشركة|Denominazione|Handelsnaam|Nama perusahaan|Tên doanh nghiệp|Obchodní firma|कंपनी का नाम|Company name
regno: Registernummer|Numéro SIREN|Número de registro|会社法人等番号|등기번호|رقم السجل|Numero REA|KvK-nummer|Nomor induk|Mã số doanh nghiệp|IČO|पंजीकरण संख्या|Registration number
dir_legal: Rechtsportal – Gerichte und Behörden|Portail du droit – juridictions|Portal jurídico – tribunales|法律ポータル|법률 포털|البوابة القانونية|Portale del diritto|Juridisch portaal|Portal hukum|Cổng thông tin pháp luật|Právní portál|विधि पोर्टल|Legal portal
dir_web: Webkatalog|Annuaire web|Directorio web|ウェブディレクトリ|웹 디렉터리|دليل المواقع|Directory web|Webgids|Direktori web|Danh bạ web|Katalog webů|वेब निर्देशिका|Web directory
cat_law: Recht und Justiz|Droit et justice|Derecho y justicia|法律・司法|법률·사법|القانون والقضاء|Diritto e giustizia|Recht en justitie|Hukum dan peradilan|Pháp luật|Právo a justice|कानून और न्याय|Law and justice
courts_word: Gerichte|Juridictions|Tribunales|裁判所|법원|المحاكم|Uffici giudiziari|Gerechten|Pengadilan|Tòa án|Soudy|न्यायालय|Courts
others_word: Weitere Einrichtungen|Autres institutions|Otras instituciones|その他の機関|기타 기관|مؤسسات أخرى|Altre istituzioni|Overige instanties|Lembaga lain|Cơ quan khác|Další instituce|अन्य संस्थान|Other institutions
"""


def _parse() -> dict[str, dict[str, Any]]:
    out: dict[str, dict[str, Any]] = {c: {} for c in CODES}
    for line in _TABLE.strip().splitlines():
        key, _, cells = line.partition(": ")
        parts = cells.split("|")
        assert len(parts) == len(CODES), (key, len(parts))
        for code, cell in zip(CODES, parts):
            out[code][key] = cell.split(";") if ";" in cell or key in _LISTS else cell
    return out


_LISTS = {"areas", "doctypes", "legtypes", "places", "roman", "orgs", "caselinks", "leglinks", "legalwords"}
_LISTS |= {"filler", "offcats", "legalorgs", "faq_other"}

W: dict[str, dict[str, Any]] = _parse()

# charsets as declared (each is also a Python codec name); tlds; right-to-left
CHARSETS = {
    "de": ("UTF-8", "ISO-8859-1"),
    "fr": ("UTF-8", "windows-1252"),
    "es": ("UTF-8",),
    "ja": ("Shift_JIS", "EUC-JP", "UTF-8"),
    "ko": ("EUC-KR", "UTF-8"),
    "ar": ("windows-1256", "UTF-8"),
    "it": ("UTF-8",),
    "nl": ("UTF-8",),
    "id": ("UTF-8",),
    "vi": ("UTF-8",),
    "cs": ("ISO-8859-2", "UTF-8"),
    "hi": ("UTF-8",),
    "en": ("UTF-8",),
}
TLDS = {
    "de": ("de", "at", "ch"),
    "fr": ("fr", "be", "ch", "ca"),
    "es": ("mx", "ar", "co", "cl", "pe"),
    "ja": ("jp", "co.jp", "go.jp"),
    "ko": ("kr", "go.kr", "or.kr"),
    "ar": ("eg", "ma", "jo", "sa", "tn"),
    "it": ("it",),
    "nl": ("nl", "be"),
    "id": ("id", "go.id", "co.id"),
    "vi": ("vn", "gov.vn", "com.vn"),
    "cs": ("cz",),
    "hi": ("in", "gov.in", "nic.in"),
    "en": ("uk", "ie", "org", "com"),
}
WEIGHTS = {
    "de": 14,
    "fr": 13,
    "es": 11,
    "ja": 10,
    "ko": 7,
    "ar": 7,
    "it": 8,
    "nl": 7,
    "id": 6,
    "vi": 5,
    "cs": 5,
    "hi": 4,
    "en": 3,
}
LATIN = {"de", "fr", "es", "it", "nl", "id", "vi", "cs", "en"}
ORG_TOKENS = ("supremecourt", "constcourt", "admincourt", "courtofappeal", "gazette", "parliament", "bar", "lawlib")
ORG_TOKENS += ("ombudsman", "lawpub")


def slug(text: str) -> str:
    """ASCII slug of a Latin-script phrase: ``Über uns`` → ``uber-uns``."""
    text = text.replace("đ", "d").replace("Đ", "D")
    ascii_ = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode().lower()
    out = "".join(ch if ch.isalnum() else "-" for ch in ascii_)
    return "-".join(p for p in out.split("-") if p)


def word(code: str, key: str) -> Any:
    """A word (or list) of language ``code``."""
    return W[code][key]
