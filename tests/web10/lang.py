"""Family J's languages: each one's charsets, top-level domains, city names and its own words for every label.

``W[lang][key]`` is a label in a language; :func:`t` falls back to English for the few keys a language leaves out.
The ``a_*`` keys are the names of the relevant form's fields (they are also the attributes' aliases of the domain
file), ``kw`` the topic as a user of that language would write it, ``cond`` a few conditions.
"""

from __future__ import annotations

import unicodedata

#: Language → charsets its sites use (declared name, also a Python codec name), first one the most common.
CHARSETS: dict[str, list[str]] = {
    "ja": ["UTF-8", "Shift_JIS", "EUC-JP"],
    "ko": ["UTF-8", "EUC-KR"],
    "de": ["UTF-8", "ISO-8859-15"],
    "fr": ["UTF-8", "ISO-8859-15", "windows-1252"],
    "nl": ["UTF-8", "windows-1252"],
    "pt": ["UTF-8", "ISO-8859-15"],
    "ca": ["UTF-8", "ISO-8859-15"],
    "sl": ["UTF-8", "windows-1250", "ISO-8859-2"],
    "is": ["UTF-8", "ISO-8859-1"],
    "ka": ["UTF-8"],
    "hy": ["UTF-8"],
    "az": ["UTF-8"],
    "kk": ["UTF-8"],
    "ur": ["UTF-8", "windows-1256"],
    "ta": ["UTF-8"],
    "sw": ["UTF-8", "ISO-8859-1"],
    "en": ["UTF-8"],
}
LANGS = list(CHARSETS)
RTL = {"ur"}
TLDS: dict[str, list[str]] = {
    "ja": ["jp", "or.jp", "ac.jp"],
    "ko": ["kr", "or.kr", "go.kr"],
    "de": ["de", "at"],
    "fr": ["fr", "be"],
    "nl": ["nl", "be"],
    "pt": ["pt", "com.pt"],
    "ca": ["cat", "ad"],
    "sl": ["si"],
    "is": ["is"],
    "ka": ["ge", "org.ge"],
    "hy": ["am"],
    "az": ["az", "gov.az"],
    "kk": ["kz", "org.kz"],
    "ur": ["pk", "org.pk"],
    "ta": ["in", "lk"],
    "sw": ["tz", "ke", "co.tz"],
    "en": ["org", "com", "org.uk", "net"],
}
CITIES: dict[str, list[str]] = {
    "ja": ["東京", "大阪", "京都", "札幌", "福岡", "名古屋"],
    "ko": ["서울", "부산", "대구", "인천", "광주", "대전"],
    "de": ["München", "Köln", "Hamburg", "Graz", "Freiburg", "Würzburg"],
    "fr": ["Lyon", "Toulouse", "Liège", "Nantes", "Lille", "Montpellier"],
    "nl": ["Utrecht", "Leiden", "Groningen", "Gent", "Nijmegen", "Maastricht"],
    "pt": ["Lisboa", "Porto", "Coimbra", "Braga", "Faro", "Évora"],
    "ca": ["Barcelona", "Girona", "Lleida", "Tarragona", "Andorra la Vella", "Vic"],
    "sl": ["Ljubljana", "Maribor", "Celje", "Kranj", "Koper", "Novo mesto"],
    "is": ["Reykjavík", "Akureyri", "Kópavogur", "Selfoss", "Ísafjörður", "Egilsstaðir"],
    "ka": ["თბილისი", "ბათუმი", "ქუთაისი", "რუსთავი", "გორი", "ზუგდიდი"],
    "hy": ["Երևան", "Գյումրի", "Վանաձոր", "Էջմիածին", "Աբովյան", "Կապան"],
    "az": ["Bakı", "Gəncə", "Sumqayıt", "Şəki", "Lənkəran", "Naxçıvan"],
    "kk": ["Алматы", "Астана", "Шымкент", "Қарағанды", "Ақтөбе", "Павлодар"],
    "ur": ["لاہور", "کراچی", "اسلام آباد", "پشاور", "ملتان", "کوئٹہ"],
    "ta": ["சென்னை", "மதுரை", "கோயம்புத்தூர்", "திருச்சி", "யாழ்ப்பாணம்", "சேலம்"],
    "sw": ["Dar es Salaam", "Nairobi", "Arusha", "Mwanza", "Mombasa", "Dodoma"],
    "en": ["Leeds", "Bristol", "Glasgow", "Cork", "Cardiff", "Dundee"],
}
#: Romanised URL segments for the languages not written in Latin letters (others are folded to ASCII).
SLUGS: dict[str, dict[str, str]] = {
    "ja": {
        "trials": "chiken",
        "medicines": "iyakuhin",
        "research": "kenkyu",
        "patients": "kanja",
        "pros": "iryo",
        "news": "oshirase",
        "about": "gaiyo",
        "contact": "toiawase",
        "links": "link",
        "data": "toukei",
        "services": "service",
        "pubs": "kankoubutsu",
    },
    "ko": {
        "trials": "imsang",
        "medicines": "uiyakpum",
        "research": "yeongu",
        "patients": "hwanja",
        "pros": "jeonmunga",
        "news": "allim",
        "about": "sogae",
        "contact": "munui",
        "data": "tonggye",
    },
    "ka": {
        "trials": "klinikuri-kvlevebi",
        "medicines": "medikamentebi",
        "research": "kvleva",
        "news": "siakhleebi",
        "about": "chven-shesakheb",
        "patients": "pacientebs",
    },
    "hy": {
        "trials": "klinikakan",
        "medicines": "degher",
        "research": "hetazotutyun",
        "news": "norutyunner",
        "about": "mer-masin",
    },
    "kk": {
        "trials": "klinikalyq-zertteuler",
        "medicines": "dariler",
        "research": "zertteuler",
        "news": "zhanalyqtar",
        "about": "biz-turaly",
        "patients": "pacientter",
    },
    "ur": {
        "trials": "tibbi-azmaishen",
        "medicines": "adwiyat",
        "research": "tehqeeq",
        "news": "khabrein",
        "about": "hamare-bare-mein",
    },
    "ta": {
        "trials": "maruthuva-parisothanai",
        "medicines": "marunthugal",
        "research": "aaraichi",
        "news": "seithigal",
        "about": "engalai-patri",
    },
}

_KEYS = (
    "home about news contact patients pros research data services links trials medicines registers search find "
    "results next privacy pubs more i_patient i_pro start country report tags login newsletter email password "
    "name phone date message send booking symptoms age postcode pharmacy doctor jobs journal price donate amount "
    "hospital agency assoc ethics pharma healthnews minutes pipeline recruiting completed adverse events portal "
    "a_keyword a_id a_sponsor a_drug a_phase a_status a_country a_start a_age a_sex a_mah"
).split()

_ROWS: dict[str, str] = {
    "en": "Home|About us|News|Contact|For patients|For professionals|Research|Data and statistics|Services|Links|"
    "Clinical trials|Medicines|Registers and databases|Search|Find a clinical trial|Results|Next|Privacy|"
    "Publications|Read more|I am a patient|I am a healthcare professional|Start|Choose your country|Annual report|"
    "Topics|Log in|Newsletter|E-mail|Password|Name|Telephone|Date|Message|Send|Book an appointment|Symptoms|Age|"
    "Postcode|Find a pharmacy|Find a doctor|Jobs|Journal|Medicine prices|Donate|Amount|University Hospital|"
    "Medicines Agency|Patients' Association|Research Ethics Committee|Pharma|Health News|Meeting minutes|"
    "Our pipeline|Recruiting|Completed|Report a side effect|Calendar|Health portal|Condition or keyword|"
    "Trial number|Sponsor|Active substance|Phase|Recruitment status|Country|Start date|Age group|Sex|"
    "Marketing authorisation holder",
    "ja": "ホーム|機構について|お知らせ|お問い合わせ|患者の皆さまへ|医療関係者の方へ|研究|データ・統計|サービス|リンク集|"
    "臨床試験|医薬品|登録簿・データベース|検索|臨床試験を探す|結果一覧|次へ|個人情報保護方針|刊行物|続きを読む|"
    "患者・ご家族の方|医療従事者の方|はじめる|国・地域を選択|年次報告書|トピック|ログイン|メールマガジン|メールアドレス|"
    "パスワード|氏名|電話番号|日付|お問い合わせ内容|送信|外来予約|症状|年齢|郵便番号|薬局を探す|医師を探す|求人情報|"
    "学術誌|薬価|寄付|金額|大学病院|医薬品医療機器機構|患者会|倫理審査委員会|製薬|医療ニュース|議事録|開発パイプライン|"
    "募集中|終了|副作用を報告する|行事予定|健康ポータル|疾患名・キーワード|試験ID|試験依頼者|有効成分|試験のフェーズ|"
    "募集状況|実施国|開始日|対象年齢|性別|製造販売業者",
    "ko": "홈|기관소개|알림마당|문의하기|환자를 위한 정보|전문가를 위한 정보|연구|자료·통계|서비스|관련 사이트|임상시험|"
    "의약품|등록부 및 데이터베이스|검색|임상시험 찾기|결과|다음|개인정보처리방침|발간자료|더보기|환자·보호자입니다|"
    "보건의료 전문가입니다|시작|국가 선택|연차보고서|주제|로그인|뉴스레터|이메일|비밀번호|이름|전화번호|날짜|내용|보내기|"
    "진료예약|증상|나이|우편번호|약국 찾기|의사 찾기|채용정보|학술지|약가|후원하기|금액|대학교병원|의약품안전처|환우회|"
    "기관생명윤리위원회|제약|건강뉴스|회의록|파이프라인|모집중|완료|부작용 신고|일정|건강 포털|질환명 또는 검색어|"
    "임상시험 등록번호|의뢰자|주성분|임상단계|모집상태|국가|시작일|연령군|성별|품목허가권자",
    "de": "Startseite|Über uns|Aktuelles|Kontakt|Für Patienten|Für Fachkreise|Forschung|Daten und Statistik|Service|"
    "Links|Klinische Studien|Arzneimittel|Register und Datenbanken|Suche|Studie finden|Ergebnisse|Weiter|Datenschutz|"
    "Publikationen|Mehr lesen|Ich bin Patient/in|Ich bin Fachperson|Starten|Land wählen|Jahresbericht|Themen|"
    "Anmelden|Newsletter|E-Mail|Passwort|Name|Telefon|Datum|Nachricht|Absenden|Termin vereinbaren|Beschwerden|"
    "Alter|Postleitzahl|Apotheke finden|Arzt finden|Stellenangebote|Fachzeitschrift|Arzneimittelpreise|Spenden|"
    "Betrag|Universitätsklinikum|Bundesinstitut für Arzneimittel|Patientenverband|Ethikkommission|Pharma|"
    "Gesundheitsnachrichten|Sitzungsprotokolle|Unsere Pipeline|Rekrutierend|Abgeschlossen|Nebenwirkung melden|"
    "Veranstaltungen|Gesundheitsportal|Erkrankung oder Stichwort|Studiennummer|Sponsor|Wirkstoff|Studienphase|"
    "Rekrutierungsstatus|Land|Studienbeginn|Altersgruppe|Geschlecht|Zulassungsinhaber",
    "fr": "Accueil|Qui sommes-nous|Actualités|Contact|Espace patients|Espace professionnels|Recherche|"
    "Données et statistiques|Services|Liens utiles|Essais cliniques|Médicaments|Registres et bases de données|"
    "Rechercher|Trouver un essai clinique|Résultats|Suivant|Confidentialité|Publications|Lire la suite|"
    "Je suis patient|Je suis professionnel de santé|Commencer|Choisissez votre pays|Rapport annuel|Thèmes|Connexion|"
    "Lettre d'information|Courriel|Mot de passe|Nom|Téléphone|Date|Message|Envoyer|Prendre rendez-vous|Symptômes|"
    "Âge|Code postal|Trouver une pharmacie|Trouver un médecin|Offres d'emploi|Revue|Prix des médicaments|"
    "Faire un don|Montant|Centre hospitalier universitaire|Agence du médicament|Association de patients|"
    "Comité de protection des personnes|Pharma|Actualités santé|Procès-verbaux des séances|Notre pipeline|"
    "En cours de recrutement|Terminé|Déclarer un effet indésirable|Agenda|Portail santé|Pathologie ou mot-clé|"
    "Numéro de l'essai|Promoteur|Substance active|Phase|Statut du recrutement|Pays|Date de début|Tranche d'âge|"
    "Sexe|Titulaire de l'AMM",
    "nl": "Home|Over ons|Nieuws|Contact|Voor patiënten|Voor zorgverleners|Onderzoek|Data en statistiek|Diensten|"
    "Links|Klinische studies|Geneesmiddelen|Registers en databanken|Zoeken|Vind een studie|Resultaten|Volgende|"
    "Privacy|Publicaties|Lees meer|Ik ben patiënt|Ik ben zorgprofessional|Beginnen|Kies uw land|Jaarverslag|"
    "Onderwerpen|Inloggen|Nieuwsbrief|E-mail|Wachtwoord|Naam|Telefoon|Datum|Bericht|Verzenden|Afspraak maken|"
    "Klachten|Leeftijd|Postcode|Apotheek vinden|Huisarts vinden|Vacatures|Tijdschrift|Medicijnkosten|Doneren|"
    "Bedrag|Universitair Medisch Centrum|Geneesmiddelenbureau|Patiëntenvereniging|"
    "Medisch-ethische toetsingscommissie|Pharma|Gezondheidsnieuws|Notulen|Onze pipeline|Werving open|Afgerond|"
    "Bijwerking melden|Agenda|Gezondheidsportaal|Aandoening of trefwoord|Studienummer|Opdrachtgever|Werkzame stof|"
    "Fase|Wervingsstatus|Land|Startdatum|Leeftijdsgroep|Geslacht|Registratiehouder",
    "pt": "Início|Quem somos|Notícias|Contactos|Para doentes|Para profissionais|Investigação|Dados e estatísticas|"
    "Serviços|Ligações úteis|Ensaios clínicos|Medicamentos|Registos e bases de dados|Pesquisar|"
    "Encontrar um ensaio|Resultados|Seguinte|Privacidade|Publicações|Ler mais|Sou doente|"
    "Sou profissional de saúde|Iniciar|Escolha o seu país|Relatório anual|Temas|Entrar|Newsletter|"
    "Correio eletrónico|Palavra-passe|Nome|Telefone|Data|Mensagem|Enviar|Marcar consulta|Sintomas|Idade|"
    "Código postal|Farmácias de serviço|Encontrar um médico|Emprego|Revista|Preços de medicamentos|Donativos|"
    "Montante|Centro Hospitalar Universitário|Autoridade do Medicamento|Associação de doentes|"
    "Comissão de Ética para a Investigação Clínica|Farmacêutica|Notícias de saúde|Atas das reuniões|"
    "O nosso pipeline|Em recrutamento|Concluído|Notificar uma reação adversa|Agenda|Portal da saúde|"
    "Doença ou palavra-chave|Número do ensaio|Promotor|Substância ativa|Fase|Estado do recrutamento|País|"
    "Data de início|Faixa etária|Sexo|Titular da AIM",
    "ca": "Inici|Qui som|Notícies|Contacte|Per a pacients|Per a professionals|Recerca|Dades i estadístiques|"
    "Serveis|Enllaços|Assaigs clínics|Medicaments|Registres i bases de dades|Cerca|Troba un assaig|Resultats|"
    "Següent|Privadesa|Publicacions|Llegiu-ne més|Sóc pacient|Sóc professional sanitari|Comença|"
    "Trieu el vostre país|Memòria anual|Temes|Accés|Butlletí|Correu electrònic|Contrasenya|Nom|Telèfon|Data|"
    "Missatge|Envia|Demana cita|Símptomes|Edat|Codi postal|Farmàcies de guàrdia|Troba un metge|Borsa de treball|"
    "Revista|Preus dels medicaments|Fes un donatiu|Import|Hospital Universitari|Agència del Medicament|"
    "Associació de pacients|Comitè d'Ètica d'Investigació|Farma|Notícies de salut|Actes de les reunions|"
    "La nostra cartera|En reclutament|Finalitzat|Notifica una reacció adversa|Agenda|Portal de salut|"
    "Malaltia o paraula clau|Número de l'assaig|Promotor|Principi actiu|Fase|Estat del reclutament|País|"
    "Data d'inici|Grup d'edat|Sexe|Titular de l'autorització",
    "sl": "Domov|O nas|Novice|Kontakt|Za bolnike|Za strokovnjake|Raziskave|Podatki in statistika|Storitve|"
    "Povezave|Klinična preskušanja|Zdravila|Registri in zbirke podatkov|Iskanje|Poišči klinično preskušanje|"
    "Rezultati|Naprej|Varstvo osebnih podatkov|Publikacije|Več|Sem bolnik|Sem zdravstveni delavec|Začni|"
    "Izberite državo|Letno poročilo|Teme|Prijava|E-novice|E-pošta|Geslo|Ime in priimek|Telefon|Datum|Sporočilo|"
    "Pošlji|Naročanje na pregled|Simptomi|Starost|Poštna številka|Iskalnik lekarn|Poišči zdravnika|Zaposlitev|"
    "Revija|Cene zdravil|Donacije|Znesek|Univerzitetni klinični center|Agencija za zdravila|Društvo bolnikov|"
    "Komisija za medicinsko etiko|Farma|Zdravstvene novice|Zapisniki sej|Razvojni program|Vključevanje poteka|"
    "Zaključeno|Poročajte o neželenem učinku|Koledar|Zdravstveni portal|Bolezen ali ključna beseda|"
    "Številka preskušanja|Naročnik|Učinkovina|Faza|Status vključevanja|Država|Datum začetka|Starostna skupina|"
    "Spol|Imetnik dovoljenja za promet",
    "is": "Forsíða|Um okkur|Fréttir|Hafa samband|Fyrir sjúklinga|Fyrir fagfólk|Rannsóknir|Gögn og tölfræði|"
    "Þjónusta|Tenglar|Klínískar rannsóknir|Lyf|Skrár og gagnagrunnar|Leit|Finna klíníska rannsókn|Niðurstöður|"
    "Næsta|Persónuvernd|Útgáfa|Lesa meira|Ég er sjúklingur|Ég er heilbrigðisstarfsmaður|Byrja|Veldu land|"
    "Ársskýrsla|Efnisflokkar|Innskráning|Fréttabréf|Netfang|Lykilorð|Nafn|Sími|Dagsetning|Skilaboð|Senda|"
    "Bóka tíma|Einkenni|Aldur|Póstnúmer|Finna apótek|Finna lækni|Laus störf|Tímarit|Lyfjaverð|Styrkja|Upphæð|"
    "Háskólasjúkrahús|Lyfjastofnun|Sjúklingafélag|Vísindasiðanefnd|Lyfjafyrirtæki|Heilsufréttir|Fundargerðir|"
    "Lyf í þróun|Í nýliðun|Lokið|Tilkynna aukaverkun|Viðburðadagatal|Heilsuvefur|Sjúkdómur eða leitarorð|"
    "Númer rannsóknar|Bakhjarl|Virkt efni|Fasi|Staða nýliðunar|Land|Upphafsdagur|Aldurshópur|Kyn|"
    "Markaðsleyfishafi",
    "ka": "მთავარი|ჩვენ შესახებ|სიახლეები|კონტაქტი|პაციენტებისთვის|პროფესიონალებისთვის|კვლევა|"
    "მონაცემები და სტატისტიკა|სერვისები|ბმულები|კლინიკური კვლევები|მედიკამენტები|რეესტრები და მონაცემთა ბაზები|"
    "ძიება|იპოვეთ კლინიკური კვლევა|შედეგები|შემდეგი|კონფიდენციალურობა|პუბლიკაციები|ვრცლად|მე ვარ პაციენტი|"
    "მე ვარ სამედიცინო პერსონალი|დაწყება|აირჩიეთ ქვეყანა|წლიური ანგარიში|თემები|შესვლა|საინფორმაციო ბიულეტენი|"
    "ელ-ფოსტა|პაროლი|სახელი|ტელეფონი|თარიღი|შეტყობინება|გაგზავნა|ვიზიტის დაჯავშნა|სიმპტომები|ასაკი|"
    "საფოსტო ინდექსი|აფთიაქის მოძებნა|ექიმის მოძებნა|ვაკანსიები|ჟურნალი|მედიკამენტების ფასები|შემოწირულობა|თანხა|"
    "საუნივერსიტეტო კლინიკა|მედიკამენტების სააგენტო|პაციენტთა ასოციაცია|ბიოეთიკის კომიტეტი|ფარმა|"
    "ჯანმრთელობის ამბები|სხდომის ოქმები|განვითარების პორტფელი|მიმდინარეობს რეკრუტირება|დასრულებული|"
    "გვერდითი მოვლენის შეტყობინება|კალენდარი|ჯანმრთელობის პორტალი|დაავადება ან საკვანძო სიტყვა|კვლევის ნომერი|"
    "სპონსორი|აქტიური ნივთიერება|ფაზა|რეკრუტირების სტატუსი|ქვეყანა|დაწყების თარიღი|ასაკობრივი ჯგუფი|სქესი|"
    "რეგისტრაციის მფლობელი",
    "hy": "Գլխավոր|Մեր մասին|Նորություններ|Կապ|Պացիենտների համար|Մասնագետների համար|Հետազոտություններ|"
    "Տվյալներ և վիճակագրություն|Ծառայություններ|Հղումներ|Կլինիկական հետազոտություններ|Դեղեր|"
    "Ռեեստրներ և տվյալների բազաներ|Որոնում|Գտնել կլինիկական հետազոտություն|Արդյունքներ|Հաջորդ|Գաղտնիություն|"
    "Հրապարակումներ|Ավելին|Ես պացիենտ եմ|Ես բուժաշխատող եմ|Սկսել|Ընտրեք երկիրը|Տարեկան հաշվետվություն|Թեմաներ|"
    "Մուտք|Տեղեկագիր|Էլ. փոստ|Գաղտնաբառ|Անուն|Հեռախոս|Ամսաթիվ|Հաղորդագրություն|Ուղարկել|"
    "Գրանցվել ընդունելության|Ախտանիշներ|Տարիք|Փոստային ինդեքս|Գտնել դեղատուն|Գտնել բժիշկ|Աշխատատեղեր|Ամսագիր|"
    "Դեղերի գներ|Նվիրաբերել|Գումար|Համալսարանական հիվանդանոց|Դեղերի գործակալություն|Պացիենտների միություն|"
    "Էթիկայի հանձնաժողով|Ֆարմա|Առողջապահական լուրեր|Նիստերի արձանագրություններ|Մշակման ծրագիր|"
    "Հավաքագրումն ընթացքում է|Ավարտված|Հայտնել կողմնակի ազդեցության մասին|Օրացույց|Առողջության պորտալ|"
    "Հիվանդություն կամ բանալի բառ|Հետազոտության համար|Հովանավոր|Ազդող նյութ|Փուլ|Հավաքագրման կարգավիճակ|Երկիր|"
    "Մեկնարկի ամսաթիվ|Տարիքային խումբ|Սեռ|Գրանցման հավաստագրի իրավատեր",
    "az": "Ana səhifə|Haqqımızda|Xəbərlər|Əlaqə|Pasiyentlər üçün|Mütəxəssislər üçün|Tədqiqat|"
    "Məlumatlar və statistika|Xidmətlər|Faydalı keçidlər|Klinik tədqiqatlar|Dərman vasitələri|"
    "Reyestrlər və məlumat bazaları|Axtarış|Klinik tədqiqat tapın|Nəticələr|Növbəti|Məxfilik|Nəşrlər|Ətraflı|"
    "Mən pasiyentəm|Mən tibb işçisiyəm|Başla|Ölkənizi seçin|İllik hesabat|Mövzular|Daxil ol|Bülleten|E-poçt|Şifrə|"
    "Ad|Telefon|Tarix|Mesaj|Göndər|Qəbula yazıl|Simptomlar|Yaş|Poçt indeksi|Aptek tap|Həkim tap|Vakansiyalar|"
    "Jurnal|Dərman qiymətləri|İanə et|Məbləğ|Universitet Klinikası|Dərman Agentliyi|Pasiyentlər Assosiasiyası|"
    "Etika Komitəsi|Farma|Sağlamlıq xəbərləri|İclas protokolları|İnkişaf portfeli|Qəbul davam edir|Başa çatıb|"
    "Əlavə təsir barədə məlumat ver|Təqvim|Sağlamlıq portalı|Xəstəlik və ya açar söz|Tədqiqatın nömrəsi|Sponsor|"
    "Təsiredici maddə|Faza|Qəbul statusu|Ölkə|Başlama tarixi|Yaş qrupu|Cins|Qeydiyyat vəsiqəsinin sahibi",
    "kk": "Басты бет|Біз туралы|Жаңалықтар|Байланыс|Пациенттерге|Мамандарға|Зерттеулер|Деректер және статистика|"
    "Қызметтер|Сілтемелер|Клиникалық зерттеулер|Дәрілік заттар|Тізілімдер мен дерекқорлар|Іздеу|"
    "Клиникалық зерттеуді табу|Нәтижелер|Келесі|Құпиялылық|Жарияланымдар|Толығырақ|Мен пациентпін|"
    "Мен медицина қызметкерімін|Бастау|Елді таңдаңыз|Жылдық есеп|Тақырыптар|Кіру|Жаңалықтар таратылымы|"
    "Электрондық пошта|Құпиясөз|Аты-жөні|Телефон|Күні|Хабарлама|Жіберу|Қабылдауға жазылу|Белгілері|Жасы|"
    "Пошта индексі|Дәріхана табу|Дәрігер табу|Бос орындар|Журнал|Дәрі бағалары|Қайырымдылық|Сомасы|"
    "Университеттік клиника|Дәрілік заттар агенттігі|Пациенттер қауымдастығы|Биоэтика комиссиясы|Фарма|"
    "Денсаулық жаңалықтары|Отырыс хаттамалары|Әзірлеу портфелі|Қатысушылар қабылдануда|Аяқталды|"
    "Жанама әсер туралы хабарлау|Күнтізбе|Денсаулық порталы|Ауру немесе кілт сөз|Зерттеу нөмірі|Демеуші|"
    "Әсер етуші зат|Фаза|Қабылдау мәртебесі|Ел|Басталу күні|Жас тобы|Жынысы|Тіркеу куәлігінің ұстаушысы",
    "ur": "سرورق|ہمارے بارے میں|خبریں|رابطہ|مریضوں کے لیے|ماہرین کے لیے|تحقیق|ڈیٹا اور اعداد و شمار|خدمات|روابط|"
    "طبی آزمائشیں|ادویات|رجسٹر اور ڈیٹا بیس|تلاش|طبی آزمائش ڈھونڈیں|نتائج|اگلا|رازداری|اشاعتیں|مزید پڑھیں|"
    "میں مریض ہوں|میں طبی پیشہ ور ہوں|شروع کریں|اپنا ملک منتخب کریں|سالانہ رپورٹ|موضوعات|لاگ ان|نیوز لیٹر|ای میل|"
    "پاس ورڈ|نام|فون نمبر|تاریخ|پیغام|بھیجیں|ملاقات کا وقت لیں|علامات|عمر|پوسٹ کوڈ|فارمیسی ڈھونڈیں|"
    "ڈاکٹر ڈھونڈیں|ملازمتیں|جریدہ|ادویات کی قیمتیں|عطیہ دیں|رقم|یونیورسٹی ہسپتال|ڈرگ ریگولیٹری اتھارٹی|"
    "مریضوں کی انجمن|اخلاقیات کمیٹی|فارما|صحت کی خبریں|اجلاس کی کارروائی|ہماری زیر تیاری ادویات|بھرتی جاری ہے|"
    "مکمل|مضر اثرات کی اطلاع دیں|کیلنڈر|صحت پورٹل|بیماری یا کلیدی لفظ|آزمائش نمبر|اسپانسر|فعال جزو|مرحلہ|"
    "بھرتی کی صورتحال|ملک|آغاز کی تاریخ|عمر کا گروپ|جنس|رجسٹریشن ہولڈر",
    "ta": "முகப்பு|எங்களைப் பற்றி|செய்திகள்|தொடர்புக்கு|நோயாளிகளுக்கு|நிபுணர்களுக்கு|ஆராய்ச்சி|"
    "தரவு மற்றும் புள்ளிவிவரங்கள்|சேவைகள்|இணைப்புகள்|மருத்துவ பரிசோதனைகள்|மருந்துகள்|"
    "பதிவேடுகள் மற்றும் தரவுத்தளங்கள்|தேடல்|மருத்துவ பரிசோதனையைக் கண்டறியவும்|முடிவுகள்|அடுத்து|தனியுரிமை|"
    "வெளியீடுகள்|மேலும் படிக்க|நான் ஒரு நோயாளி|நான் ஒரு சுகாதார நிபுணர்|தொடங்கு|உங்கள் நாட்டைத் தேர்ந்தெடுக்கவும்|"
    "ஆண்டறிக்கை|தலைப்புகள்|உள்நுழைய|செய்தி மடல்|மின்னஞ்சல்|கடவுச்சொல்|பெயர்|தொலைபேசி|தேதி|செய்தி|அனுப்பு|"
    "சந்திப்பு முன்பதிவு|அறிகுறிகள்|வயது|அஞ்சல் குறியீடு|மருந்தகத்தைக் கண்டறிய|மருத்துவரைக் கண்டறிய|"
    "வேலைவாய்ப்புகள்|இதழ்|மருந்து விலைகள்|நன்கொடை|தொகை|பல்கலைக்கழக மருத்துவமனை|மருந்து கட்டுப்பாட்டு ஆணையம்|"
    "நோயாளிகள் சங்கம்|நெறிமுறைக் குழு|பார்மா|சுகாதாரச் செய்திகள்|கூட்டக் குறிப்புகள்|எங்கள் ஆய்வுத் திட்டங்கள்|"
    "சேர்க்கை நடைபெறுகிறது|நிறைவடைந்தது|பக்க விளைவைப் புகாரளிக்கவும்|நாட்காட்டி|சுகாதார வலைவாசல்|"
    "நோய் அல்லது முக்கியச் சொல்|பரிசோதனை எண்|நிதியளிப்பவர்|செயல்படும் பொருள்|கட்டம்|சேர்க்கை நிலை|நாடு|"
    "தொடக்க தேதி|வயதுப் பிரிவு|பாலினம்|சந்தைப்படுத்தல் அனுமதி பெற்றவர்",
    "sw": "Mwanzo|Kuhusu sisi|Habari|Wasiliana nasi|Kwa wagonjwa|Kwa wataalamu|Utafiti|Takwimu|Huduma|Viungo|"
    "Majaribio ya kitabibu|Dawa|Rejista na hifadhidata|Tafuta|Pata jaribio la kitabibu|Matokeo|Inayofuata|"
    "Faragha|Machapisho|Soma zaidi|Mimi ni mgonjwa|Mimi ni mtaalamu wa afya|Anza|Chagua nchi yako|"
    "Ripoti ya mwaka|Mada|Ingia|Jarida|Barua pepe|Nenosiri|Jina|Simu|Tarehe|Ujumbe|Tuma|Weka miadi|Dalili|Umri|"
    "Msimbo wa posta|Tafuta duka la dawa|Tafuta daktari|Nafasi za kazi|Jarida la kitaaluma|Bei za dawa|Changia|"
    "Kiasi|Hospitali ya Rufaa ya Chuo Kikuu|Mamlaka ya Dawa|Chama cha wagonjwa|Kamati ya maadili ya utafiti|"
    "Pharma|Habari za afya|Kumbukumbu za vikao|Dawa zinazoendelezwa|Inasajili washiriki|Imekamilika|"
    "Ripoti madhara ya dawa|Kalenda|Tovuti ya afya|Ugonjwa au neno kuu|Namba ya jaribio|Mfadhili|Kiambato hai|"
    "Awamu|Hali ya usajili|Nchi|Tarehe ya kuanza|Kundi la umri|Jinsia|Mmiliki wa usajili",
}

W: dict[str, dict[str, str]] = {}
for _lang, _row in _ROWS.items():
    _values = _row.split("|")
    assert len(_values) == len(_KEYS), (_lang, len(_values), len(_KEYS))
    W[_lang] = dict(zip(_KEYS, _values))

#: The topic as users of each language write it (the domain file's keywords come from here).
KW: dict[str, list[str]] = {
    "en": [
        "Clinical trials",
        "Clinical trial register",
        "Clinical studies",
        "Authorised medicines",
        "Summary of product characteristics",
        "Adverse drug reactions",
        "Pharmacovigilance",
    ],
    "ja": ["臨床試験", "治験", "治験情報", "臨床研究", "医薬品情報", "添付文書", "承認医薬品", "副作用報告"],
    "ko": ["임상시험", "임상시험 정보", "임상연구", "의약품 정보", "허가의약품", "의약품 상세정보", "이상사례 보고"],
    "de": [
        "Klinische Studien",
        "Studienregister",
        "Klinische Prüfung",
        "Arzneimittelinformation",
        "Fachinformation",
        "Zugelassene Arzneimittel",
        "Nebenwirkungen",
        "Pharmakovigilanz",
    ],
    "fr": [
        "Essais cliniques",
        "Registre des essais cliniques",
        "Recherche clinique",
        "Base de données publique des médicaments",
        "Résumé des caractéristiques du produit",
        "Médicaments autorisés",
        "Effets indésirables",
        "Pharmacovigilance",
    ],
    "nl": [
        "Klinische studies",
        "Studieregister",
        "Wetenschappelijk onderzoek met mensen",
        "Geneesmiddeleninformatiebank",
        "Bijsluiter",
        "Geregistreerde geneesmiddelen",
        "Bijwerkingen",
    ],
    "pt": [
        "Ensaios clínicos",
        "Registo de ensaios clínicos",
        "Investigação clínica",
        "Base de dados de medicamentos",
        "Resumo das características do medicamento",
        "Medicamentos autorizados",
        "Reações adversas",
        "Farmacovigilância",
    ],
    "ca": [
        "Assaigs clínics",
        "Registre d'assaigs clínics",
        "Recerca clínica",
        "Medicaments autoritzats",
        "Fitxa tècnica",
        "Reaccions adverses",
        "Farmacovigilància",
    ],
    "sl": [
        "Klinična preskušanja",
        "Register kliničnih preskušanj",
        "Klinične raziskave",
        "Baza podatkov o zdravilih",
        "Povzetek glavnih značilnosti zdravila",
        "Neželeni učinki",
        "Farmakovigilanca",
    ],
    "is": [
        "Klínískar rannsóknir",
        "Lyfjarannsóknir",
        "Skrá yfir klínískar rannsóknir",
        "Sérlyfjaskrá",
        "Samantekt á eiginleikum vöru",
        "Aukaverkanir",
        "Lyfjagát",
    ],
    "ka": [
        "კლინიკური კვლევები",
        "კლინიკური კვლევების რეესტრი",
        "რეგისტრირებული მედიკამენტები",
        "გვერდითი ეფექტები",
        "ფარმაკოზედამხედველობა",
        "მედიკამენტების რეესტრი",
    ],
    "hy": [
        "Կլինիկական հետազոտություններ",
        "Կլինիկական հետազոտությունների ռեեստր",
        "Գրանցված դեղեր",
        "Դեղերի ռեգիստր",
        "Կողմնակի ազդեցություններ",
        "Դեղազգոնություն",
    ],
    "az": [
        "Klinik tədqiqatlar",
        "Klinik sınaqlar",
        "Klinik tədqiqatlar reyestri",
        "Dərman vasitələrinin reyestri",
        "Qeydiyyatdan keçmiş dərmanlar",
        "Əlavə təsirlər",
        "Farmakonəzarət",
    ],
    "kk": [
        "Клиникалық зерттеулер",
        "Клиникалық зерттеулер тізілімі",
        "Дәрілік заттар тізілімі",
        "Тіркелген дәрілер",
        "Жанама әсерлер",
        "Фармакологиялық қадағалау",
    ],
    "ur": [
        "طبی آزمائشیں",
        "کلینیکل ٹرائلز",
        "کلینیکل ٹرائل رجسٹری",
        "رجسٹرڈ ادویات",
        "ادویات کی معلومات",
        "مضر اثرات",
        "فارماکوویجیلنس",
    ],
    "ta": [
        "மருத்துவ பரிசோதனைகள்",
        "மருத்துவ பரிசோதனைப் பதிவேடு",
        "மருத்துவ ஆய்வுகள்",
        "அங்கீகரிக்கப்பட்ட மருந்துகள்",
        "மருந்து தகவல்",
        "பக்க விளைவுகள்",
        "மருந்து கண்காணிப்பு",
    ],
    "sw": [
        "Majaribio ya kitabibu",
        "Majaribio ya dawa",
        "Rejista ya majaribio ya kitabibu",
        "Dawa zilizosajiliwa",
        "Taarifa za dawa",
        "Madhara ya dawa",
        "Ufuatiliaji wa usalama wa dawa",
    ],
}
COND: dict[str, list[str]] = {
    "en": ["diabetes", "breast cancer", "asthma", "hypertension", "Alzheimer's disease"],
    "ja": ["糖尿病", "乳がん", "喘息", "高血圧", "アルツハイマー病"],
    "ko": ["당뇨병", "유방암", "천식", "고혈압", "알츠하이머병"],
    "de": ["Diabetes", "Brustkrebs", "Asthma", "Bluthochdruck", "Alzheimer-Krankheit"],
    "fr": ["diabète", "cancer du sein", "asthme", "hypertension", "maladie d'Alzheimer"],
    "nl": ["diabetes", "borstkanker", "astma", "hoge bloeddruk", "ziekte van Alzheimer"],
    "pt": ["diabetes", "cancro da mama", "asma", "hipertensão", "doença de Alzheimer"],
    "ca": ["diabetis", "càncer de mama", "asma", "hipertensió", "malaltia d'Alzheimer"],
    "sl": ["sladkorna bolezen", "rak dojke", "astma", "visok krvni tlak", "Alzheimerjeva bolezen"],
    "is": ["sykursýki", "brjóstakrabbamein", "astmi", "háþrýstingur", "Alzheimerssjúkdómur"],
    "ka": ["დიაბეტი", "ძუძუს კიბო", "ასთმა", "ჰიპერტენზია", "ალცჰაიმერის დაავადება"],
    "hy": ["շաքարային դիաբետ", "կրծքագեղձի քաղցկեղ", "ասթմա", "հիպերտենզիա", "Ալցհեյմերի հիվանդություն"],
    "az": ["şəkərli diabet", "döş xərçəngi", "astma", "hipertoniya", "Alzheimer xəstəliyi"],
    "kk": ["қант диабеті", "сүт безі обыры", "демікпе", "гипертензия", "Альцгеймер ауруы"],
    "ur": ["ذیابیطس", "چھاتی کا کینسر", "دمہ", "ہائی بلڈ پریشر", "الزائمر"],
    "ta": ["நீரிழிவு", "மார்பகப் புற்றுநோய்", "ஆஸ்துமா", "உயர் இரத்த அழுத்தம்", "அல்சைமர் நோய்"],
    "sw": ["kisukari", "saratani ya matiti", "pumu", "shinikizo la damu", "ugonjwa wa Alzheimer"],
}
#: International non-proprietary names: the same in every language.
DRUGS = [
    "metformin",
    "pembrolizumab",
    "salbutamol",
    "amlodipine",
    "donepezil",
    "semaglutide",
    "trastuzumab",
    "budesonide",
    "lisinopril",
    "lecanemab",
    "dapagliflozin",
    "nivolumab",
    "tiotropium",
    "losartan",
]
COUNTRIES = [
    "JP",
    "KR",
    "DE",
    "AT",
    "FR",
    "BE",
    "NL",
    "PT",
    "AD",
    "SI",
    "IS",
    "GE",
    "AM",
    "AZ",
    "KZ",
    "PK",
    "IN",
    "LK",
    "TZ",
    "KE",
    "GB",
    "IE",
]
LANG_COUNTRY = {
    "ja": "JP",
    "ko": "KR",
    "de": "DE",
    "fr": "FR",
    "nl": "NL",
    "pt": "PT",
    "ca": "AD",
    "sl": "SI",
    "is": "IS",
    "ka": "GE",
    "hy": "AM",
    "az": "AZ",
    "kk": "KZ",
    "ur": "PK",
    "ta": "LK",
    "sw": "TZ",
    "en": "GB",
}
#: Filler sentences, the same for every site; pages pick from them.
FILLER = {
    "en": [
        "Our teams work with hospitals and universities across the region.",
        "Information on this page is reviewed every six months.",
        "Opening hours may differ on public holidays.",
        "We welcome your feedback on this website.",
    ],
}


_FOLD = str.maketrans({"ə": "e", "Ə": "E", "ı": "i", "ð": "d", "þ": "th", "Þ": "Th", "æ": "ae", "ß": "ss", "ø": "o"})


def t(lang: str, key: str) -> str:
    """The label ``key`` in ``lang`` (English when the language has none)."""
    return W.get(lang, W["en"]).get(key) or W["en"][key]


def slug(lang: str, key: str) -> str:
    """An ASCII URL segment for a navigation key in a language (its word folded, or a romanisation, or the key)."""
    romanised = SLUGS.get(lang, {}).get(key)
    if romanised:
        return romanised
    word = t(lang, key)
    folded = unicodedata.normalize("NFKD", word.translate(_FOLD)).encode("ascii", "ignore").decode().lower()
    folded = "-".join("".join(c if c.isalnum() else " " for c in folded).split())
    if not folded or (lang in SLUGS and len(folded) < 3):
        return key
    return "-".join(folded.split("-")[:3])
