"""Family E's words: nine languages of job vacancies and of the topics around them.

Written from what job boards, recruiters and careers pages in these languages
say (not from any other family's vocabulary). Every language is one block of
``key: value | value | …`` lines (:func:`_parse`); the same keys in every
language (checked on import). Lists that run in parallel across languages
(``titles``, ``sectors``, ``contracts``, ``dates``, ``salaries``, ``levels``)
have the same length and order everywhere.
"""

from __future__ import annotations

TARGET = "jobs"
LANGS = ("es", "ko", "ar", "hi", "id", "fi", "hu", "vi", "en")
LANG_WEIGHTS = (17, 12, 12, 11, 12, 9, 9, 10, 8)
#: The legacy charset of a language (where one was common) and the share of its sites that still use it.
CHARSETS = {"ko": "euc-kr", "ar": "windows-1256", "hu": "iso-8859-2", "vi": "windows-1258"}
LEGACY_SHARE = {"ko": 0.4, "ar": 0.35, "hu": 0.4, "vi": 0.2}
RTL = {"ar"}
#: Languages whose sites may write their paths in their own script (percent-encoded in links).
NATIVE_PATHS = {"ko", "ar", "hi"}
#: Neighbours: topics that share the target's words (and some of its fields) but hold no vacancy search.
NEIGHBOURS = ("cvwriting", "training", "salary", "coworking", "freelance")
OTHERS = ("food", "travel", "sport", "music", "health", "finance", "tech", "fashion", "garden")
#: Topics of special sites: web designers (credited in footers), chambers of commerce (member lists).
SPECIAL = ("webdesign", "chamber", "news", "regional")
TOPICS = (TARGET, *NEIGHBOURS, *OTHERS, *SPECIAL)
SECTOR_KEYS = ("health", "it", "sales", "education", "logistics", "finance", "hospitality", "engineering")
CONTRACT_KEYS = ("full-time", "part-time", "internship", "remote")
DATE_KEYS = ("1", "3", "7", "30")
SALARY_KEYS = ("0-1", "1-2", "2-3", "3-")
LEVEL_KEYS = ("junior", "mid", "senior")

_ES = """
home: Inicio
about: Quiénes somos
contact: Contacto
privacy: Aviso de privacidad
terms: Términos y condiciones
login: Iniciar sesión
register: Registrarse
newsletter: Boletín
alert: Alertas de empleo
post: Publicar vacante
cv: Sube tu CV
salarytool: Calculadora de sueldos
keyword: Puesto o palabra clave
location: Ubicación
sector: Área
contract: Tipo de jornada
salary: Sueldo
date: Fecha de publicación
experience: Experiencia
company: Empresa
any: Todas
submit: Buscar
submit2: Ver vacantes
quick: Buscar empleos
more: Ver más
read: Leer más
next: Siguiente
prev: Anterior
older: Entradas anteriores
newer: Entradas recientes
page: Página
apply: Postularme
save: Guardar vacante
share: Compartir
similar: Vacantes similares
posted: Publicada
sort_date: Más recientes
sort_salary: Mejor pagadas
filters: Filtrar resultados
found: {n} vacantes encontradas
refine: Refina tu búsqueda
all_jobs: Ver todas las vacantes
name: Nombre completo
email: Correo electrónico
phone: Teléfono
letter: Carta de presentación
upload: Adjunta tu CV (PDF)
send: Enviar
subscribe: Suscribirme
freq: Frecuencia
daily: Diaria
weekly: Semanal
publish: Publicar
job_title: Nombre del puesto
desc: Descripción
employers: Empresas
events: Ferias de empleo
news: Noticias
blog: Blog
forum: Foro
members: Socios
design: Diseño web
partners: Enlaces de interés
rights: Todos los derechos reservados
sitesearch: Buscar en el sitio
html: Versión HTML
tab_cv: Sube tu CV
tab_alert: Alertas por correo
welcome: Bienvenido a {site}
directory: Directorio de sitios
categories: Categorías
sites: {n} sitios
need_login: Inicia sesión para guardar esta vacante.
thanks: Gracias, hemos recibido tus datos.
not_found: Página no encontrada
agg_intro: Todas las vacantes del país en un solo lugar.
latest: Vacantes recientes
replies: {n} respuestas
exhibitors: Empresas participantes
requirements: Requisitos
we_offer: Ofrecemos
print: Imprimir
back: Volver al listado
by_sector: Por área
by_city: Por ciudad
days_ago: hace {n} días
course: Curso
mode: Modalidad
online: En línea
onsite: Presencial
start: Fecha de inicio
desk: Tipo de espacio
people: Personas
budget: Presupuesto
delivery: Tiempo de entrega
package: Paquete
years: Años de experiencia
calculate: Calcular
book: Reservar
add_site: Agregar sitio
url: Dirección web
hiring: ¡Estamos contratando!
portfolio: Portafolio
clients: Clientes
archive: Archivo
upcoming: Próximos eventos
resources: Recursos para candidatos
intro_board: {n} vacantes activas en {site}.
intro_company: {site} es una empresa líder en el sector de {sector}.
intro_agency: En {site} conectamos talento con las mejores empresas de {city}.
intro_public: Portal oficial de empleo público: convocatorias, plazas y concursos.
intro_uni: Plazas académicas y administrativas en {site}.
intro_ats: Únete al equipo de {site}.
posts: Artículos
threads: Temas
dirname: Directorio Hispano de la Web
entries: Ofertas de empleo | Bolsa de trabajo | Encuentra tu próximo empleo | Vacantes disponibles | Busca empleo | Oportunidades laborales | Postúlate aquí | Trabaja con nosotros
hubs: Para candidatos | Candidatos | Únete al equipo | Portal del postulante
lists: Vacantes | Empleos publicados | Todas las ofertas
titles: Enfermera general | Auxiliar contable | Desarrollador web | Ejecutivo de ventas | Chofer repartidor | Cajero bancario | Ingeniero civil | Recepcionista bilingüe | Analista de datos | Profesor de inglés | Cocinero | Gerente de tienda | Técnico de mantenimiento | Asesor de servicio al cliente | Diseñador gráfico | Almacenista | Contador público | Coordinador de logística
cities: Ciudad de México/cdmx | Guadalajara/guadalajara | Monterrey/monterrey | Bogotá/bogota | Medellín/medellin | Lima/lima | Santiago/santiago | Buenos Aires/buenos-aires
sectors: Salud | Tecnología | Ventas y comercio | Educación | Logística y transporte | Banca y finanzas | Hotelería y turismo | Ingeniería y construcción
contracts: Tiempo completo | Medio tiempo | Prácticas profesionales | Trabajo remoto
dates: Hoy | Últimos 3 días | Última semana | Último mes
salaries: Hasta $10,000 | $10,000 a $20,000 | $20,000 a $35,000 | Más de $35,000
levels: Sin experiencia | Semi senior | Senior
orgs: Grupo Andino/andino | Azteca/azteca | Pacífico/pacifico | Los Álamos/alamos | Cóndor/condor | Horizonte/horizonte | Sierra Madre/sierramadre | Río Grande/riogrande | Quetzal/quetzal | Altiplano/altiplano | Valle Central/vallecentral | Itzá/itza | Patagonia/patagonia | Caribe/caribe | Maya/maya | Tepeyac/tepeyac
board_names: {x} Empleos | Bolsa de Trabajo {x} | Vacantes {x} | Chamba {x}
agency_names: {x} Talento Humano | Consultores {x} | {x} Staffing | Reclutamiento {x}
company_names: {x} S.A. de C.V. | Corporativo {x} | Industrias {x} | Hospital {x}
public_names: Servicio de Empleo {x} | Portal de Empleo Público {x} | Convocatorias {x}
university_names: Universidad {x} | Instituto Tecnológico {x} | Universidad Autónoma {x}
job_sent: {company} busca {title} para incorporarse a su equipo en {city}. | Ofrecemos estabilidad laboral, prestaciones de ley y crecimiento profesional. | Las funciones principales incluyen atención de proyectos, elaboración de reportes y coordinación con otras áreas. | Si cumples con el perfil, envía tu CV y postúlate hoy mismo.
reqs: Escolaridad mínima: licenciatura | Experiencia comprobable de 2 años | Manejo de paquetería Office | Disponibilidad de horario | Inglés intermedio | Facilidad de palabra y trabajo en equipo
offers: Sueldo base más comisiones | Prestaciones superiores a las de ley | Seguro de gastos médicos mayores | Capacitación constante
hr_titles: Cómo preparar una entrevista de trabajo | Diez errores comunes en tu currículum | Qué responder cuando te preguntan por tu salario | Cómo negociar un aumento de sueldo | Las profesiones más demandadas del año | Cuándo es momento de cambiar de trabajo
forum_titles: ¿Alguien ha trabajado en {company}? | Experiencias con entrevistas en {city} | ¿Cuánto pagan a un {title}? | Dudas sobre contrato de prácticas
news_titles: El empleo formal crece en {city} | {company} abrirá 300 vacantes este año | Sube la demanda de {title} en la región | Feria del empleo reúne a cientos de empresas en {city}
fair_titles: Feria de Empleo {city} | Expo Empleo {city} | Jornada de reclutamiento universitario en {city}
gen_sent: Todo sobre {a} y {b}, con novedades cada semana. | En {site} encontrarás {a}, {b} y mucho más sobre {label}. | Nuestro equipo te recomienda {c} para empezar. | Visítanos y descubre por qué somos referencia en {label}.
kw: empleo | vacantes | ofertas de empleo | bolsa de trabajo | reclutamiento | postulación | sueldo | trabajo
slug: jobs=empleos | offers=ofertas | offer=oferta | find=bolsa-de-trabajo | hub=candidatos | tabs=portal | results=resultados | apply=postular | save=guardar | print=imprimir | events=eventos | sitesearch=busqueda | page=pagina | tool=herramientas | cat=categoria | emp=empresas | res=recursos
islug: about=quienes-somos | contact=contacto | privacy=aviso-de-privacidad | terms=terminos | login=ingresar | register=registro | newsletter=boletin | alert=alertas | post=publicar-vacante | cv=sube-tu-cv | salarytool=calculadora-de-sueldos | addsite=agregar-sitio
tld: .com.mx | .mx | .com.ar | .cl | .com.co | .pe
roman_job: empleos | trabajo | chamba | vacantes
t.jobs: Empleo | empleo | vacante | trabajo | sueldo | postulación
t.cvwriting: Redacción de CV | currículum | hoja de vida | carta de presentación | perfil profesional
t.training: Cursos y capacitación | curso | diplomado | certificación | taller
t.salary: Encuestas salariales | salario | tabulador | compensación | encuesta
t.coworking: Coworking | escritorio | oficina compartida | sala de juntas | membresía
t.freelance: Trabajo freelance | proyecto | cliente | presupuesto | servicio
t.food: Gastronomía | receta | restaurante | cocina | platillo
t.travel: Viajes | hotel | destino | vuelo | playa
t.sport: Deportes | fútbol | partido | liga | entrenamiento
t.music: Música | concierto | banda | disco | guitarra
t.health: Salud y bienestar | clínica | consulta | nutrición | médico
t.finance: Finanzas personales | crédito | ahorro | tarjeta | inversión
t.tech: Tecnología | celular | laptop | gadget | accesorio
t.fashion: Moda | ropa | zapatos | tendencia | colección
t.garden: Jardinería | planta | jardín | semilla | maceta
t.webdesign: Diseño web | sitio web | diseño | tienda en línea | hosting
t.chamber: Cámaras de comercio | cámara | socio | empresa | comercio
t.news: Noticias | noticia | política | economía | región
t.regional: Portales regionales | ciudad | turismo | agenda | servicios
"""

_KO = """
home: 홈
about: 회사소개
contact: 문의하기
privacy: 개인정보처리방침
terms: 이용약관
login: 로그인
register: 회원가입
newsletter: 뉴스레터
alert: 채용 알림
post: 채용공고 등록
cv: 이력서 등록
salarytool: 연봉 계산기
keyword: 직무·키워드
location: 근무지역
sector: 직종
contract: 고용형태
salary: 급여
date: 등록일
experience: 경력
company: 회사명
any: 전체
submit: 검색
submit2: 공고 보기
quick: 채용공고 검색
more: 더보기
read: 자세히 보기
next: 다음
prev: 이전
older: 이전 글
newer: 최신 글
page: 페이지
apply: 지원하기
save: 스크랩
share: 공유하기
similar: 비슷한 채용공고
posted: 등록
sort_date: 최신순
sort_salary: 급여순
filters: 조건 선택
found: 채용공고 {n}건
refine: 상세 조건으로 다시 찾기
all_jobs: 전체 채용공고 보기
name: 이름
email: 이메일
phone: 연락처
letter: 자기소개서
upload: 이력서 첨부 (PDF)
send: 보내기
subscribe: 구독하기
freq: 수신 주기
daily: 매일
weekly: 매주
publish: 등록하기
job_title: 모집 직무
desc: 상세 내용
employers: 기업회원
events: 채용박람회
news: 뉴스
blog: 블로그
forum: 커뮤니티
members: 회원사
design: 웹디자인
partners: 관련 사이트
rights: All rights reserved.
sitesearch: 사이트 검색
html: HTML 버전
tab_cv: 이력서 등록
tab_alert: 메일 알림
welcome: {site}에 오신 것을 환영합니다
directory: 사이트 디렉터리
categories: 분류
sites: 사이트 {n}개
need_login: 스크랩하려면 로그인하세요.
thanks: 감사합니다. 접수되었습니다.
not_found: 페이지를 찾을 수 없습니다
agg_intro: 전국의 채용정보를 한곳에서 확인하세요.
latest: 최신 채용공고
replies: 댓글 {n}
exhibitors: 참가 기업
requirements: 자격요건
we_offer: 복리후생
print: 인쇄
back: 목록으로
by_sector: 직종별
by_city: 지역별
days_ago: {n}일 전
course: 과정명
mode: 수업 방식
online: 온라인
onsite: 오프라인
start: 개강일
desk: 공간 유형
people: 인원
budget: 예산
delivery: 작업 기간
package: 패키지
years: 경력 연수
calculate: 계산하기
book: 예약하기
add_site: 사이트 등록
url: 웹사이트 주소
hiring: 지금 채용 중입니다!
portfolio: 포트폴리오
clients: 고객사
archive: 지난 글
upcoming: 다가오는 행사
resources: 구직자 도움말
intro_board: {site}에서 진행 중인 채용공고 {n}건
intro_company: {site} – {sector} 분야의 선도 기업입니다.
intro_agency: {site} – {city} 지역 기업과 인재를 연결합니다.
intro_public: 공공기관 채용 공고와 시험 일정을 안내합니다.
intro_uni: {site} 교원 및 직원 채용 안내
intro_ats: {site} 채용 – 함께 성장할 인재를 찾습니다.
posts: 게시글
threads: 게시판
dirname: 한국 웹 디렉터리
entries: 채용정보 | 일자리 찾기 | 채용공고 보기 | 지금 지원하기 | 나에게 맞는 일자리 | 채용 검색 | 함께 일해요 | 인재채용
hubs: 지원자 센터 | 채용 안내 | 구직자 서비스 | 인재채용
lists: 채용공고 | 전체 공고 | 진행중인 채용
titles: 간호사 | 회계 담당자 | 웹 개발자 | 영업 관리자 | 배송 기사 | 은행 창구 직원 | 토목 기술자 | 호텔 프런트 직원 | 데이터 분석가 | 영어 강사 | 조리사 | 매장 관리자 | 설비 보전 기술자 | 고객상담원 | 그래픽 디자이너 | 물류 관리원 | 세무 회계사 | 물류 코디네이터
cities: 서울/seoul | 부산/busan | 인천/incheon | 대구/daegu | 대전/daejeon | 광주/gwangju | 수원/suwon | 울산/ulsan
sectors: 의료·보건 | IT·인터넷 | 영업·판매 | 교육 | 물류·운송 | 금융·보험 | 호텔·관광 | 건설·엔지니어링
contracts: 정규직 | 파트타임 | 인턴 | 재택근무
dates: 오늘 | 3일 이내 | 1주일 이내 | 1개월 이내
salaries: 2,400만원 이하 | 2,400~3,600만원 | 3,600~5,000만원 | 5,000만원 이상
levels: 신입 | 경력 3년 이상 | 경력 7년 이상
orgs: 한빛/hanbit | 새솔/saesol | 대한/daehan | 누리/nuri | 미래/mirae | 한결/hangyeol | 청솔/cheongsol | 푸른/pureun | 다온/daon | 가온/gaon | 세움/seum | 한울/hanul | 별빛/byeolbit | 아름/areum | 하늘/haneul | 동해/donghae
board_names: {x}잡 | {x}일자리 | {x}채용 | 잡{x}
agency_names: {x}인재개발 | {x}HR | {x}파트너스 | {x}아웃소싱
company_names: (주){x} | {x}전자 | {x}병원 | {x}물산
public_names: {x} 일자리센터 | {x} 공공일자리 포털 | {x} 고용지원센터
university_names: {x}대학교 | {x}과학기술원 | {x}여자대학교
job_sent: {company}에서 {city} 지역 {title} 인재를 채용합니다. | 4대보험, 퇴직금, 연차 등 법정 복리후생을 제공합니다. | 주요 업무는 프로젝트 지원, 보고서 작성 및 유관 부서 협업입니다. | 자격 요건을 갖추신 분은 지금 바로 지원해 주세요.
reqs: 학력 무관 | 관련 경력 2년 이상 | 컴퓨터 활용 능력 우수자 | 교대 근무 가능자 | 영어 회화 가능자 우대 | 원만한 대인관계
offers: 성과급 지급 | 4대보험 가입 | 중식 제공 | 교육비 지원
hr_titles: 면접 준비, 이렇게 하세요 | 이력서에서 흔히 하는 실수 10가지 | 연봉 협상 잘하는 법 | 자기소개서 작성 요령 | 올해 가장 유망한 직업 | 이직을 고민할 때 체크할 것
forum_titles: {company} 다녀보신 분 계신가요? | {city} 면접 후기 공유합니다 | {title} 연봉 어느 정도인가요? | 인턴 계약 관련 질문
news_titles: {city} 청년 고용률 상승 | {company}, 올해 300명 신규 채용 | {title} 구인 수요 증가 | {city}에서 대규모 채용박람회 개최
fair_titles: {city} 채용박람회 | {city} 일자리 박람회 | {city} 대학 취업설명회
gen_sent: {a}, {b} 관련 소식을 매주 전해 드립니다. | {site}에서 {label} 관련 {a}, {b} 정보를 만나 보세요. | 처음이라면 {c}부터 시작해 보세요. | {label} 분야의 믿을 수 있는 정보를 제공합니다.
kw: 채용 | 채용정보 | 일자리 | 구인 | 구직 | 취업 | 연봉 | 이력서
slug: jobs=recruit | offers=list | offer=view | find=jobinfo | hub=careers | tabs=center | results=result | apply=apply | save=scrap | print=print | events=events | sitesearch=search | page=page | tool=tools | cat=category | emp=corp | res=guide
nslug: jobs=채용 | offers=공고 | offer=공고보기 | find=채용정보 | hub=인재채용 | tabs=지원자센터 | results=검색결과 | apply=지원 | save=스크랩 | print=인쇄 | events=행사 | sitesearch=통합검색 | page=페이지 | tool=도구 | cat=분류 | emp=기업 | res=도움말
islug: about=company | contact=contact | privacy=privacy | terms=terms | login=login | register=join | newsletter=newsletter | alert=alarm | post=recruit-regist | cv=resume | salarytool=salary | addsite=regist
tld: .co.kr | .kr | .or.kr | .com
roman_job: job | saramin | jobkorea | chaeyong
t.jobs: 채용 | 채용 | 일자리 | 구인 | 연봉 | 취업
t.cvwriting: 이력서 컨설팅 | 이력서 | 자기소개서 | 첨삭 | 포트폴리오
t.training: 교육·자격증 | 강좌 | 자격증 | 직업훈련 | 수강
t.salary: 연봉 정보 | 연봉 | 임금 | 보상 | 설문
t.coworking: 공유오피스 | 공유오피스 | 좌석 | 회의실 | 멤버십
t.freelance: 프리랜서 마켓 | 외주 | 프로젝트 | 견적 | 전문가
t.food: 맛집·요리 | 레시피 | 맛집 | 요리 | 메뉴
t.travel: 여행 | 호텔 | 여행지 | 항공권 | 해변
t.sport: 스포츠 | 축구 | 경기 | 리그 | 훈련
t.music: 음악 | 공연 | 밴드 | 앨범 | 기타
t.health: 건강 | 병원 | 진료 | 영양 | 의사
t.finance: 재테크 | 대출 | 저축 | 카드 | 투자
t.tech: IT·가전 | 스마트폰 | 노트북 | 가젯 | 액세서리
t.fashion: 패션 | 의류 | 신발 | 트렌드 | 컬렉션
t.garden: 원예 | 식물 | 정원 | 씨앗 | 화분
t.webdesign: 웹디자인 | 홈페이지 | 디자인 | 쇼핑몰 | 호스팅
t.chamber: 상공회의소 | 상공회의소 | 회원사 | 기업 | 무역
t.news: 뉴스 | 뉴스 | 정치 | 경제 | 지역
t.regional: 지역 포털 | 도시 | 관광 | 행사 | 생활정보
"""

_AR = """
home: الرئيسية
about: من نحن
contact: اتصل بنا
privacy: سياسة الخصوصية
terms: الشروط والأحكام
login: تسجيل الدخول
register: إنشاء حساب
newsletter: النشرة البريدية
alert: تنبيهات الوظائف
post: أعلن عن وظيفة
cv: أرسل سيرتك الذاتية
salarytool: حاسبة الرواتب
keyword: المسمى الوظيفي أو كلمة مفتاحية
location: المدينة
sector: القطاع
contract: نوع الدوام
salary: الراتب
date: تاريخ النشر
experience: الخبرة
company: الشركة
any: الكل
submit: بحث
submit2: عرض الوظائف
quick: ابحث عن الوظائف
more: المزيد
read: اقرأ المزيد
next: التالي
prev: السابق
older: مقالات أقدم
newer: مقالات أحدث
page: صفحة
apply: قدّم الآن
save: حفظ الوظيفة
share: مشاركة
similar: وظائف مشابهة
posted: نشرت
sort_date: الأحدث
sort_salary: الأعلى راتبًا
filters: تصفية النتائج
found: {n} وظيفة
refine: حسّن نتائج البحث
all_jobs: عرض كل الوظائف
name: الاسم الكامل
email: البريد الإلكتروني
phone: رقم الجوال
letter: خطاب التقديم
upload: أرفق سيرتك الذاتية (PDF)
send: إرسال
subscribe: اشترك
freq: التكرار
daily: يوميًا
weekly: أسبوعيًا
publish: نشر
job_title: المسمى الوظيفي
desc: الوصف
employers: أصحاب العمل
events: معارض التوظيف
news: الأخبار
blog: المدونة
forum: المنتدى
members: الأعضاء
design: تصميم المواقع
partners: روابط مفيدة
rights: جميع الحقوق محفوظة
sitesearch: البحث في الموقع
html: نسخة HTML
tab_cv: أرسل سيرتك
tab_alert: تنبيهات البريد
welcome: مرحبًا بك في {site}
directory: دليل المواقع
categories: التصنيفات
sites: {n} موقع
need_login: سجّل الدخول لحفظ هذه الوظيفة.
thanks: شكرًا لك، تم استلام طلبك.
not_found: الصفحة غير موجودة
agg_intro: كل الوظائف الشاغرة في مكان واحد.
latest: أحدث الوظائف
replies: {n} رد
exhibitors: الشركات المشاركة
requirements: المتطلبات
we_offer: المزايا
print: طباعة
back: العودة إلى القائمة
by_sector: حسب القطاع
by_city: حسب المدينة
days_ago: قبل {n} أيام
course: الدورة
mode: طريقة الدراسة
online: عن بُعد
onsite: حضوري
start: تاريخ البدء
desk: نوع المساحة
people: عدد الأشخاص
budget: الميزانية
delivery: مدة التسليم
package: الباقة
years: سنوات الخبرة
calculate: احسب
book: احجز
add_site: أضف موقعك
url: عنوان الموقع
hiring: نحن نوظّف!
portfolio: أعمالنا
clients: عملاؤنا
archive: الأرشيف
upcoming: الفعاليات القادمة
resources: مصادر للباحثين عن عمل
intro_board: {n} وظيفة متاحة الآن على {site}.
intro_company: {site} شركة رائدة في قطاع {sector}.
intro_agency: {site} تربط الكفاءات بأفضل الشركات في {city}.
intro_public: البوابة الرسمية للوظائف الحكومية والمسابقات.
intro_uni: الوظائف الأكاديمية والإدارية في {site}.
intro_ats: انضم إلى فريق {site}.
posts: المقالات
threads: المواضيع
dirname: دليل المواقع العربي
entries: الوظائف الشاغرة | ابحث عن وظيفة | فرص العمل | انضم إلى فريقنا | الوظائف المتاحة | وظيفتك القادمة | قدّم الآن | البحث عن الوظائف
hubs: الباحثون عن عمل | المرشحون | التوظيف | مركز المتقدمين
lists: أحدث الوظائف | جميع الوظائف | الوظائف المعلنة
titles: ممرضة | محاسب | مطور ويب | مندوب مبيعات | سائق توصيل | صراف بنك | مهندس مدني | موظف استقبال | محلل بيانات | معلم لغة إنجليزية | طاهٍ | مدير متجر | فني صيانة | موظف خدمة عملاء | مصمم جرافيك | أمين مستودع | مدقق حسابات | منسق لوجستي
cities: الرياض/riyadh | جدة/jeddah | دبي/dubai | أبوظبي/abu-dhabi | القاهرة/cairo | الإسكندرية/alexandria | عمّان/amman | الدار البيضاء/casablanca
sectors: الرعاية الصحية | تقنية المعلومات | المبيعات والتجزئة | التعليم | النقل والخدمات اللوجستية | البنوك والتمويل | الضيافة والسياحة | الهندسة والإنشاءات
contracts: دوام كامل | دوام جزئي | تدريب | عن بُعد
dates: اليوم | آخر 3 أيام | آخر أسبوع | آخر شهر
salaries: أقل من 5,000 | 5,000 - 10,000 | 10,000 - 20,000 | أكثر من 20,000
levels: مبتدئ | متوسط الخبرة | خبير
orgs: النخبة/alnukhba | الرواد/alrowad | الأفق/alofoq | الوفاء/alwafa | المستقبل/almustaqbal | الخليج/alkhaleej | النور/alnoor | الصفوة/alsafwa | الريادة/alriyada | الأمل/alamal | الجزيرة/aljazira | الواحة/alwaha | البيان/albayan | الرؤية/alruya | السلام/alsalam | الفجر/alfajr
board_names: وظائف {x} | {x} للتوظيف | بوابة {x} للوظائف | فرص {x}
agency_names: {x} للاستقدام | {x} للموارد البشرية | مكتب {x} للتوظيف | {x} للحلول الإدارية
company_names: شركة {x} | مجموعة {x} | مستشفى {x} | مصنع {x}
public_names: بوابة التوظيف الحكومي {x} | هيئة {x} للتوظيف | منصة {x} للوظائف العامة
university_names: جامعة {x} | كلية {x} | معهد {x} التقني
job_sent: تعلن {company} عن حاجتها إلى {title} للعمل في {city}. | نقدم راتبًا تنافسيًا وتأمينًا طبيًا وإجازة سنوية مدفوعة. | تشمل المهام إعداد التقارير ومتابعة المشاريع والتنسيق مع الإدارات الأخرى. | إذا كانت الشروط تنطبق عليك فقدّم طلبك اليوم.
reqs: مؤهل جامعي في مجال ذي صلة | خبرة لا تقل عن سنتين | إجادة برامج الحاسب | القدرة على العمل بنظام المناوبات | إجادة اللغة الإنجليزية | مهارات تواصل ممتازة
offers: راتب أساسي وحوافز | تأمين طبي | بدل سكن ومواصلات | تدريب مستمر
hr_titles: كيف تستعد لمقابلة العمل | عشرة أخطاء شائعة في السيرة الذاتية | كيف تتفاوض على راتبك | كتابة خطاب التقديم خطوة بخطوة | أكثر المهن طلبًا هذا العام | متى يجب أن تغيّر وظيفتك؟
forum_titles: هل عمل أحد في {company}؟ | تجربتي مع مقابلات العمل في {city} | كم راتب {title}؟ | سؤال عن عقد التدريب
news_titles: ارتفاع معدلات التوظيف في {city} | {company} تعلن عن 300 وظيفة جديدة | زيادة الطلب على {title} | معرض للتوظيف في {city} بمشاركة مئات الشركات
fair_titles: معرض {city} للتوظيف | ملتقى التوظيف في {city} | يوم المهنة الجامعي في {city}
gen_sent: كل ما تريد معرفته عن {a} و{b} مع جديد كل أسبوع. | في {site} تجد {a} و{b} والمزيد عن {label}. | ننصحك بالبدء بـ{c}. | تعرّف علينا واكتشف لماذا نحن مرجع في {label}.
kw: وظائف | وظيفة | الوظائف الشاغرة | توظيف | فرص عمل | راتب | سيرة ذاتية | دوام
slug: jobs=jobs | offers=vacancies | offer=job | find=careers | hub=candidates | tabs=portal | results=results | apply=apply | save=save | print=print | events=events | sitesearch=search | page=page | tool=tools | cat=category | emp=employers | res=resources
nslug: jobs=وظائف | offers=شاغرة | offer=وظيفة | find=ابحث-عن-وظيفة | hub=المرشحون | tabs=بوابة | results=النتائج | apply=تقديم | save=حفظ | print=طباعة | events=فعاليات | sitesearch=بحث | page=صفحة | tool=أدوات | cat=تصنيف | emp=الشركات | res=مصادر
islug: about=about-us | contact=contact-us | privacy=privacy-policy | terms=terms | login=login | register=register | newsletter=newsletter | alert=job-alerts | post=post-job | cv=send-cv | salarytool=salary-calculator | addsite=add-site
tld: .com.sa | .sa | .ae | .com.eg | .ma | .jo | .com
roman_job: wazaif | jobs | tawzeef | forsa
t.jobs: وظائف | وظيفة | توظيف | عمل | راتب | شاغرة
t.cvwriting: كتابة السيرة الذاتية | السيرة الذاتية | خطاب التقديم | ملف شخصي | تدقيق
t.training: دورات تدريبية | دورة | شهادة | تدريب مهني | ورشة
t.salary: دراسات الرواتب | رواتب | أجور | مكافآت | استبيان
t.coworking: مساحات العمل المشتركة | مكتب مشترك | مقعد | قاعة اجتماعات | عضوية
t.freelance: العمل الحر | مشروع | عميل | ميزانية | خدمة
t.food: الطبخ والمطاعم | وصفة | مطعم | مطبخ | طبق
t.travel: السفر | فندق | وجهة | رحلة | شاطئ
t.sport: الرياضة | كرة القدم | مباراة | دوري | تمرين
t.music: الموسيقى | حفل | فرقة | ألبوم | عود
t.health: الصحة | عيادة | استشارة | تغذية | طبيب
t.finance: المال والادخار | قرض | ادخار | بطاقة | استثمار
t.tech: التقنية | جوال | حاسوب محمول | أجهزة | إكسسوارات
t.fashion: الأزياء | ملابس | أحذية | موضة | تشكيلة
t.garden: الحدائق | نبات | حديقة | بذور | أصيص
t.webdesign: تصميم المواقع | موقع إلكتروني | تصميم | متجر إلكتروني | استضافة
t.chamber: الغرف التجارية | غرفة تجارية | عضو | شركة | تجارة
t.news: الأخبار | خبر | سياسة | اقتصاد | محليات
t.regional: البوابات المحلية | مدينة | سياحة | فعاليات | خدمات
"""

_HI = """
home: होम
about: हमारे बारे में
contact: संपर्क करें
privacy: गोपनीयता नीति
terms: नियम और शर्तें
login: लॉग इन
register: रजिस्टर करें
newsletter: न्यूज़लेटर
alert: जॉब अलर्ट
post: नौकरी पोस्ट करें
cv: रिज्यूमे अपलोड करें
salarytool: वेतन कैलकुलेटर
keyword: पद या कीवर्ड
location: स्थान
sector: क्षेत्र
contract: नौकरी का प्रकार
salary: वेतन
date: पोस्ट करने की तिथि
experience: अनुभव
company: कंपनी
any: सभी
submit: खोजें
submit2: नौकरियां देखें
quick: नौकरियां खोजें
more: और देखें
read: आगे पढ़ें
next: अगला
prev: पिछला
older: पुराने लेख
newer: नए लेख
page: पृष्ठ
apply: आवेदन करें
save: नौकरी सेव करें
share: साझा करें
similar: मिलती-जुलती नौकरियां
posted: पोस्ट किया गया
sort_date: नवीनतम
sort_salary: सबसे अधिक वेतन
filters: फ़िल्टर
found: {n} नौकरियां मिलीं
refine: खोज को और सटीक बनाएं
all_jobs: सभी नौकरियां देखें
name: पूरा नाम
email: ईमेल
phone: मोबाइल नंबर
letter: कवर लेटर
upload: रिज्यूमे संलग्न करें (PDF)
send: भेजें
subscribe: सब्सक्राइब करें
freq: आवृत्ति
daily: रोज़ाना
weekly: साप्ताहिक
publish: प्रकाशित करें
job_title: पद का नाम
desc: विवरण
employers: नियोक्ता
events: रोज़गार मेले
news: समाचार
blog: ब्लॉग
forum: फ़ोरम
members: सदस्य
design: वेब डिज़ाइन
partners: उपयोगी लिंक
rights: सर्वाधिकार सुरक्षित
sitesearch: साइट में खोजें
html: HTML संस्करण
tab_cv: रिज्यूमे भेजें
tab_alert: ईमेल अलर्ट
welcome: {site} में आपका स्वागत है
directory: वेबसाइट निर्देशिका
categories: श्रेणियां
sites: {n} साइटें
need_login: यह नौकरी सेव करने के लिए लॉग इन करें।
thanks: धन्यवाद, आपका विवरण मिल गया है।
not_found: पृष्ठ नहीं मिला
agg_intro: देशभर की नौकरियां एक ही जगह।
latest: ताज़ा नौकरियां
replies: {n} जवाब
exhibitors: भाग लेने वाली कंपनियां
requirements: योग्यता
we_offer: सुविधाएं
print: प्रिंट करें
back: सूची पर लौटें
by_sector: क्षेत्र के अनुसार
by_city: शहर के अनुसार
days_ago: {n} दिन पहले
course: कोर्स
mode: पढ़ाई का तरीका
online: ऑनलाइन
onsite: क्लासरूम
start: शुरू होने की तिथि
desk: जगह का प्रकार
people: लोगों की संख्या
budget: बजट
delivery: डिलीवरी समय
package: पैकेज
years: अनुभव के वर्ष
calculate: गणना करें
book: बुक करें
add_site: अपनी साइट जोड़ें
url: वेबसाइट का पता
hiring: हम भर्ती कर रहे हैं!
portfolio: पोर्टफोलियो
clients: हमारे ग्राहक
archive: संग्रह
upcoming: आगामी कार्यक्रम
resources: नौकरी खोजने वालों के लिए संसाधन
intro_board: {site} पर {n} सक्रिय नौकरियां।
intro_company: {site} {sector} क्षेत्र की अग्रणी कंपनी है।
intro_agency: {site} {city} की बेहतरीन कंपनियों को प्रतिभाओं से जोड़ता है।
intro_public: सरकारी भर्तियों, परीक्षाओं और परिणामों का आधिकारिक पोर्टल।
intro_uni: {site} में शैक्षणिक और प्रशासनिक पद।
intro_ats: {site} की टीम से जुड़ें।
posts: लेख
threads: चर्चाएं
dirname: भारतीय वेब निर्देशिका
entries: नौकरियां | नौकरी खोजें | रिक्तियां देखें | करियर के अवसर | हमारे साथ काम करें | अपनी अगली नौकरी पाएं | अभी आवेदन करें | नौकरी के अवसर
hubs: उम्मीदवारों के लिए | करियर | भर्ती | आवेदक केंद्र
lists: ताज़ा नौकरियां | सभी रिक्तियां | नई भर्तियां
titles: नर्स | लेखाकार | वेब डेवलपर | बिक्री कार्यकारी | डिलीवरी ड्राइवर | बैंक क्लर्क | सिविल इंजीनियर | रिसेप्शनिस्ट | डेटा विश्लेषक | अंग्रेज़ी शिक्षक | रसोइया | स्टोर मैनेजर | मेंटेनेंस तकनीशियन | ग्राहक सेवा अधिकारी | ग्राफिक डिज़ाइनर | गोदाम सहायक | चार्टर्ड अकाउंटेंट | लॉजिस्टिक्स समन्वयक
cities: नई दिल्ली/new-delhi | मुंबई/mumbai | बेंगलुरु/bengaluru | पुणे/pune | हैदराबाद/hyderabad | चेन्नई/chennai | जयपुर/jaipur | लखनऊ/lucknow
sectors: स्वास्थ्य सेवा | आईटी और सॉफ्टवेयर | बिक्री और मार्केटिंग | शिक्षा | परिवहन और लॉजिस्टिक्स | बैंकिंग और वित्त | होटल और पर्यटन | इंजीनियरिंग और निर्माण
contracts: पूर्णकालिक | अंशकालिक | इंटर्नशिप | वर्क फ्रॉम होम
dates: आज | पिछले 3 दिन | पिछला सप्ताह | पिछला महीना
salaries: ₹3 लाख तक | ₹3–6 लाख | ₹6–12 लाख | ₹12 लाख से अधिक
levels: फ्रेशर | 2–5 वर्ष | 5 वर्ष से अधिक
orgs: सूर्या/surya | गंगा/ganga | हिमालय/himalaya | कावेरी/kaveri | विकास/vikas | प्रगति/pragati | आदित्य/aditya | श्री राम/shriram | नवभारत/navbharat | सरस्वती/saraswati | अरुण/arun | इंद्रधनुष/indradhanush | कमल/kamal | उदय/uday | नर्मदा/narmada | अशोक/ashok
board_names: {x} जॉब्स | {x} नौकरी | {x} रोज़गार | {x} करियर
agency_names: {x} प्लेसमेंट | {x} एचआर सर्विसेज़ | {x} मैनपावर | {x} कंसल्टेंट्स
company_names: {x} इंडस्ट्रीज़ | {x} प्राइवेट लिमिटेड | {x} अस्पताल | {x} टेक्नोलॉजीज़
public_names: {x} रोज़गार पोर्टल | {x} लोक सेवा भर्ती | {x} सरकारी नौकरी पोर्टल
university_names: {x} विश्वविद्यालय | {x} प्रौद्योगिकी संस्थान | {x} महाविद्यालय
job_sent: {company} को {city} में {title} की आवश्यकता है। | हम आकर्षक वेतन, स्वास्थ्य बीमा और सवेतन अवकाश देते हैं। | मुख्य कार्यों में रिपोर्ट बनाना, परियोजनाओं की निगरानी और अन्य विभागों से समन्वय शामिल है। | यदि आप योग्य हैं तो आज ही आवेदन करें।
reqs: संबंधित विषय में स्नातक | कम से कम 2 वर्ष का अनुभव | कंप्यूटर का अच्छा ज्ञान | शिफ्ट में काम करने की क्षमता | अंग्रेज़ी और हिंदी में संवाद कौशल | टीम में काम करने की क्षमता
offers: आकर्षक वेतन और प्रोत्साहन | स्वास्थ्य बीमा | भविष्य निधि | नियमित प्रशिक्षण
hr_titles: इंटरव्यू की तैयारी कैसे करें | रिज्यूमे की दस आम गलतियां | वेतन पर बातचीत कैसे करें | कवर लेटर कैसे लिखें | इस साल की सबसे ज़्यादा मांग वाली नौकरियां | नौकरी बदलने से पहले क्या देखें
forum_titles: क्या किसी ने {company} में काम किया है? | {city} में इंटरव्यू का अनुभव | {title} की सैलरी कितनी होती है? | इंटर्नशिप अनुबंध पर सवाल
news_titles: {city} में रोज़गार दर बढ़ी | {company} इस साल 300 नई भर्तियां करेगी | {title} की मांग में बढ़ोतरी | {city} के रोज़गार मेले में सैकड़ों कंपनियां
fair_titles: {city} रोज़गार मेला | {city} जॉब फेयर | {city} कैंपस प्लेसमेंट ड्राइव
gen_sent: {a} और {b} से जुड़ी हर जानकारी, हर हफ्ते। | {site} पर {label} से जुड़े {a}, {b} और बहुत कुछ पाएं। | शुरुआत के लिए हम {c} की सलाह देते हैं। | जानिए क्यों हम {label} में भरोसेमंद नाम हैं।
kw: नौकरी | नौकरियां | रोज़गार | भर्ती | रिक्तियां | वेतन | करियर | रिज्यूमे
slug: jobs=naukri | offers=rikti | offer=job | find=careers | hub=ummeedwar | tabs=portal | results=parinaam | apply=avedan | save=save | print=print | events=karyakram | sitesearch=khoj | page=page | tool=tools | cat=shreni | emp=niyokta | res=sansadhan
nslug: jobs=नौकरियां | offers=रिक्तियां | offer=नौकरी | find=नौकरी-खोजें | hub=उम्मीदवार | tabs=पोर्टल | results=परिणाम | apply=आवेदन | save=सेव | print=प्रिंट | events=कार्यक्रम | sitesearch=खोज | page=पृष्ठ | tool=टूल | cat=श्रेणी | emp=नियोक्ता | res=संसाधन
islug: about=about-us | contact=contact-us | privacy=privacy-policy | terms=terms | login=login | register=register | newsletter=newsletter | alert=job-alert | post=post-job | cv=upload-resume | salarytool=salary-calculator | addsite=add-site
tld: .in | .co.in | .org.in | .com
roman_job: naukri | rozgar | jobs | bharti
t.jobs: नौकरी | नौकरी | रोज़गार | भर्ती | वेतन | करियर
t.cvwriting: रिज्यूमे लेखन | रिज्यूमे | बायोडाटा | कवर लेटर | प्रोफ़ाइल
t.training: कोर्स और प्रशिक्षण | कोर्स | सर्टिफिकेट | प्रशिक्षण | कार्यशाला
t.salary: वेतन सर्वेक्षण | तनख्वाह | पैकेज | सर्वेक्षण | इन्क्रीमेंट
t.coworking: कोवर्किंग स्पेस | डेस्क | साझा दफ़्तर | मीटिंग रूम | सदस्यता
t.freelance: फ्रीलांस काम | प्रोजेक्ट | क्लाइंट | बजट | सेवा
t.food: खान-पान | रेसिपी | रेस्टोरेंट | रसोई | व्यंजन
t.travel: यात्रा | होटल | पर्यटन स्थल | उड़ान | समुद्र तट
t.sport: खेल | क्रिकेट | मैच | लीग | अभ्यास
t.music: संगीत | संगीत समारोह | बैंड | एल्बम | सितार
t.health: स्वास्थ्य | क्लिनिक | परामर्श | पोषण | डॉक्टर
t.finance: निजी वित्त | लोन | बचत | क्रेडिट कार्ड | निवेश
t.tech: टेक्नोलॉजी | स्मार्टफोन | लैपटॉप | गैजेट | एक्सेसरीज़
t.fashion: फैशन | कपड़े | जूते | ट्रेंड | कलेक्शन
t.garden: बागवानी | पौधे | बगीचा | बीज | गमला
t.webdesign: वेब डिज़ाइन | वेबसाइट | डिज़ाइन | ऑनलाइन स्टोर | होस्टिंग
t.chamber: वाणिज्य मंडल | चैंबर | सदस्य | कंपनी | व्यापार
t.news: समाचार | खबर | राजनीति | अर्थव्यवस्था | राज्य
t.regional: क्षेत्रीय पोर्टल | शहर | पर्यटन | कार्यक्रम | सेवाएं
"""

_ID = """
home: Beranda
about: Tentang kami
contact: Hubungi kami
privacy: Kebijakan privasi
terms: Syarat dan ketentuan
login: Masuk
register: Daftar
newsletter: Buletin
alert: Notifikasi lowongan
post: Pasang lowongan
cv: Unggah CV
salarytool: Kalkulator gaji
keyword: Posisi atau kata kunci
location: Lokasi
sector: Bidang
contract: Jenis pekerjaan
salary: Gaji
date: Tanggal tayang
experience: Pengalaman
company: Perusahaan
any: Semua
submit: Cari
submit2: Tampilkan lowongan
quick: Cari lowongan
more: Lihat lainnya
read: Baca selengkapnya
next: Berikutnya
prev: Sebelumnya
older: Tulisan lama
newer: Tulisan baru
page: Halaman
apply: Lamar
save: Simpan lowongan
share: Bagikan
similar: Lowongan serupa
posted: Tayang
sort_date: Terbaru
sort_salary: Gaji tertinggi
filters: Saring hasil
found: {n} lowongan ditemukan
refine: Persempit pencarian
all_jobs: Lihat semua lowongan
name: Nama lengkap
email: Email
phone: Nomor HP
letter: Surat lamaran
upload: Lampirkan CV (PDF)
send: Kirim
subscribe: Langganan
freq: Frekuensi
daily: Harian
weekly: Mingguan
publish: Terbitkan
job_title: Nama posisi
desc: Deskripsi
employers: Perusahaan
events: Job fair
news: Berita
blog: Blog
forum: Forum
members: Anggota
design: Desain web
partners: Tautan terkait
rights: Hak cipta dilindungi
sitesearch: Cari di situs
html: Versi HTML
tab_cv: Kirim CV
tab_alert: Notifikasi email
welcome: Selamat datang di {site}
directory: Direktori situs
categories: Kategori
sites: {n} situs
need_login: Masuk untuk menyimpan lowongan ini.
thanks: Terima kasih, data Anda sudah kami terima.
not_found: Halaman tidak ditemukan
agg_intro: Semua lowongan kerja se-Indonesia dalam satu tempat.
latest: Lowongan terbaru
replies: {n} balasan
exhibitors: Perusahaan peserta
requirements: Kualifikasi
we_offer: Fasilitas
print: Cetak
back: Kembali ke daftar
by_sector: Per bidang
by_city: Per kota
days_ago: {n} hari lalu
course: Kursus
mode: Metode
online: Daring
onsite: Luring
start: Tanggal mulai
desk: Jenis ruang
people: Jumlah orang
budget: Anggaran
delivery: Waktu pengerjaan
package: Paket
years: Lama pengalaman
calculate: Hitung
book: Pesan
add_site: Tambahkan situs
url: Alamat situs
hiring: Kami sedang merekrut!
portfolio: Portofolio
clients: Klien
archive: Arsip
upcoming: Acara mendatang
resources: Panduan pencari kerja
intro_board: {n} lowongan aktif di {site}.
intro_company: {site} adalah perusahaan terkemuka di bidang {sector}.
intro_agency: {site} menghubungkan talenta dengan perusahaan terbaik di {city}.
intro_public: Portal resmi lowongan instansi pemerintah dan seleksi CPNS.
intro_uni: Lowongan dosen dan tenaga kependidikan di {site}.
intro_ats: Bergabunglah bersama tim {site}.
posts: Artikel
threads: Topik
dirname: Direktori Web Indonesia
entries: Lowongan kerja | Cari lowongan | Karier bersama kami | Lowongan tersedia | Temukan pekerjaanmu | Bergabung dengan kami | Info loker | Lamar sekarang
hubs: Untuk pelamar | Karier | Rekrutmen | Pusat kandidat
lists: Lowongan terbaru | Semua lowongan | Daftar lowongan
titles: Perawat | Staf akuntansi | Web developer | Sales eksekutif | Kurir pengiriman | Teller bank | Insinyur sipil | Resepsionis | Analis data | Guru bahasa Inggris | Juru masak | Kepala toko | Teknisi perawatan | Customer service | Desainer grafis | Staf gudang | Akuntan pajak | Koordinator logistik
cities: Jakarta/jakarta | Surabaya/surabaya | Bandung/bandung | Medan/medan | Semarang/semarang | Yogyakarta/yogyakarta | Makassar/makassar | Denpasar/denpasar
sectors: Kesehatan | Teknologi informasi | Penjualan & ritel | Pendidikan | Logistik & transportasi | Perbankan & keuangan | Perhotelan & pariwisata | Teknik & konstruksi
contracts: Penuh waktu | Paruh waktu | Magang | Kerja jarak jauh
dates: Hari ini | 3 hari terakhir | Minggu ini | Bulan ini
salaries: Di bawah Rp5 juta | Rp5–10 juta | Rp10–20 juta | Di atas Rp20 juta
levels: Fresh graduate | 2–5 tahun | Di atas 5 tahun
orgs: Nusantara/nusantara | Sinar Jaya/sinarjaya | Mitra Abadi/mitraabadi | Garuda/garuda | Cahaya/cahaya | Bumi Raya/bumiraya | Sentosa/sentosa | Maju Bersama/majubersama | Karya Utama/karyautama | Samudra/samudra | Merapi/merapi | Cendana/cendana | Pelita/pelita | Harapan/harapan | Rinjani/rinjani | Kencana/kencana
board_names: Loker {x} | {x} Karier | Info Kerja {x} | {x}Jobs
agency_names: {x} Outsourcing | PT {x} Sumber Daya | {x} Konsultan SDM | {x} Manpower
company_names: PT {x} Tbk | PT {x} Indonesia | RS {x} | CV {x}
public_names: Bursa Kerja {x} | Portal Kerja Pemerintah {x} | Disnaker {x}
university_names: Universitas {x} | Institut Teknologi {x} | Politeknik {x}
job_sent: {company} membuka lowongan {title} untuk penempatan di {city}. | Kami menawarkan gaji kompetitif, BPJS dan tunjangan hari raya. | Tugas utama meliputi pembuatan laporan, pemantauan proyek dan koordinasi antardivisi. | Jika Anda memenuhi kualifikasi, segera kirim lamaran Anda.
reqs: Pendidikan minimal D3/S1 | Pengalaman minimal 2 tahun | Menguasai Microsoft Office | Bersedia bekerja shift | Mampu berbahasa Inggris | Komunikatif dan mampu bekerja dalam tim
offers: Gaji pokok dan insentif | BPJS Kesehatan dan Ketenagakerjaan | Tunjangan transportasi | Pelatihan berkala
hr_titles: Cara mempersiapkan wawancara kerja | 10 kesalahan umum dalam CV | Cara menegosiasikan gaji | Tips menulis surat lamaran | Profesi paling dicari tahun ini | Kapan waktu yang tepat untuk pindah kerja?
forum_titles: Ada yang pernah kerja di {company}? | Pengalaman interview di {city} | Berapa gaji {title}? | Tanya soal kontrak magang
news_titles: Angka pengangguran di {city} turun | {company} buka 300 lowongan tahun ini | Permintaan {title} meningkat | Job fair di {city} diikuti ratusan perusahaan
fair_titles: Job Fair {city} | Bursa Kerja {city} | Campus Hiring {city}
gen_sent: Semua tentang {a} dan {b}, diperbarui setiap minggu. | Di {site} Anda bisa menemukan {a}, {b} dan info lain seputar {label}. | Untuk pemula, kami sarankan mulai dari {c}. | Kenali kami dan temukan alasan kami jadi rujukan {label}.
kw: lowongan | lowongan kerja | loker | karier | rekrutmen | gaji | lamaran | kerja
slug: jobs=lowongan | offers=daftar | offer=detail | find=loker | hub=pelamar | tabs=portal | results=hasil | apply=lamar | save=simpan | print=cetak | events=acara | sitesearch=pencarian | page=halaman | tool=alat | cat=kategori | emp=perusahaan | res=panduan
islug: about=tentang-kami | contact=hubungi-kami | privacy=kebijakan-privasi | terms=syarat | login=masuk | register=daftar-akun | newsletter=buletin | alert=notifikasi | post=pasang-lowongan | cv=unggah-cv | salarytool=kalkulator-gaji | addsite=tambah-situs
tld: .co.id | .id | .web.id | .or.id | .com
roman_job: loker | karier | kerja | lowongan
t.jobs: Lowongan kerja | lowongan | kerja | karier | gaji | loker
t.cvwriting: Jasa pembuatan CV | CV | surat lamaran | profil | review
t.training: Kursus & pelatihan | kursus | sertifikasi | pelatihan | workshop
t.salary: Survei gaji | upah | tunjangan | survei | remunerasi
t.coworking: Coworking | meja | kantor bersama | ruang rapat | keanggotaan
t.freelance: Freelance | proyek | klien | anggaran | jasa
t.food: Kuliner | resep | restoran | masakan | menu
t.travel: Wisata | hotel | destinasi | tiket pesawat | pantai
t.sport: Olahraga | sepak bola | pertandingan | liga | latihan
t.music: Musik | konser | band | album | gitar
t.health: Kesehatan | klinik | konsultasi | gizi | dokter
t.finance: Keuangan | pinjaman | tabungan | kartu kredit | investasi
t.tech: Gadget | ponsel | laptop | gawai | aksesoris
t.fashion: Fashion | pakaian | sepatu | tren | koleksi
t.garden: Berkebun | tanaman | taman | benih | pot
t.webdesign: Jasa desain web | website | desain | toko online | hosting
t.chamber: Kadin dan asosiasi | kamar dagang | anggota | perusahaan | perdagangan
t.news: Berita | berita | politik | ekonomi | daerah
t.regional: Portal daerah | kota | pariwisata | agenda | layanan
"""

_FI = """
home: Etusivu
about: Tietoa meistä
contact: Yhteystiedot
privacy: Tietosuojaseloste
terms: Käyttöehdot
login: Kirjaudu
register: Rekisteröidy
newsletter: Uutiskirje
alert: Työpaikkavahti
post: Jätä työpaikkailmoitus
cv: Jätä CV
salarytool: Palkkalaskuri
keyword: Hakusana tai tehtävänimike
location: Sijainti
sector: Ala
contract: Työsuhteen tyyppi
salary: Palkka
date: Julkaistu
experience: Kokemus
company: Työnantaja
any: Kaikki
submit: Hae
submit2: Näytä työpaikat
quick: Etsi työpaikkoja
more: Näytä lisää
read: Lue lisää
next: Seuraava
prev: Edellinen
older: Vanhemmat kirjoitukset
newer: Uudemmat kirjoitukset
page: Sivu
apply: Hae paikkaa
save: Tallenna ilmoitus
share: Jaa
similar: Samankaltaiset työpaikat
posted: Julkaistu
sort_date: Uusimmat
sort_salary: Paras palkka
filters: Rajaa tuloksia
found: {n} työpaikkaa
refine: Tarkenna hakua
all_jobs: Näytä kaikki työpaikat
name: Nimi
email: Sähköposti
phone: Puhelin
letter: Hakemuskirje
upload: Liitä CV (PDF)
send: Lähetä
subscribe: Tilaa
freq: Kuinka usein
daily: Päivittäin
weekly: Viikoittain
publish: Julkaise
job_title: Tehtävänimike
desc: Kuvaus
employers: Työnantajille
events: Rekrytointitapahtumat
news: Uutiset
blog: Blogi
forum: Keskustelu
members: Jäsenet
design: Verkkosivut
partners: Hyödyllisiä linkkejä
rights: Kaikki oikeudet pidätetään
sitesearch: Hae sivustolta
html: HTML-versio
tab_cv: Jätä CV
tab_alert: Sähköpostivahti
welcome: Tervetuloa – {site}
directory: Verkkosivuhakemisto
categories: Kategoriat
sites: {n} sivustoa
need_login: Kirjaudu sisään tallentaaksesi ilmoituksen.
thanks: Kiitos, tietosi on vastaanotettu.
not_found: Sivua ei löytynyt
agg_intro: Kaikki Suomen avoimet työpaikat yhdestä paikasta.
latest: Uusimmat työpaikat
replies: {n} vastausta
exhibitors: Näytteilleasettajat
requirements: Edellytämme
we_offer: Tarjoamme
print: Tulosta
back: Takaisin listaan
by_sector: Aloittain
by_city: Paikkakunnittain
days_ago: {n} päivää sitten
course: Kurssi
mode: Toteutustapa
online: Verkossa
onsite: Lähiopetus
start: Alkamispäivä
desk: Tilan tyyppi
people: Henkilömäärä
budget: Budjetti
delivery: Toimitusaika
package: Paketti
years: Kokemus vuosina
calculate: Laske
book: Varaa
add_site: Lisää sivusto
url: Verkko-osoite
hiring: Rekrytoimme!
portfolio: Referenssit
clients: Asiakkaat
archive: Arkisto
upcoming: Tulevat tapahtumat
resources: Vinkkejä työnhakijalle
intro_board: {site}: {n} avointa työpaikkaa.
intro_company: {site} on johtava toimija alalla {sector}.
intro_agency: {site} yhdistää osaajat ja työnantajat – {city}.
intro_public: Julkisen sektorin avoimet virat ja työpaikat.
intro_uni: Opetus- ja tutkimustehtävät – {site}.
intro_ats: Tule osaksi tiimiä: {site}.
posts: Kirjoitukset
threads: Keskustelut
dirname: Suomalainen linkkihakemisto
entries: Avoimet työpaikat | Etsi työpaikkoja | Tule meille töihin | Uravaihtoehdot | Löydä uusi työ | Hae työpaikkaa | Rekrytointi | Työpaikat
hubs: Työnhakijoille | Ura | Hakijalle | Rekrytointi
lists: Uusimmat työpaikat | Kaikki työpaikat | Työpaikkailmoitukset
titles: Sairaanhoitaja | Kirjanpitäjä | Ohjelmistokehittäjä | Myyntiedustaja | Jakelukuljettaja | Pankkivirkailija | Rakennusinsinööri | Vastaanottovirkailija | Data-analyytikko | Englannin opettaja | Kokki | Myymäläpäällikkö | Huoltoasentaja | Asiakaspalvelija | Graafinen suunnittelija | Varastotyöntekijä | Tilintarkastaja | Logistiikkakoordinaattori
cities: Helsinki/helsinki | Espoo/espoo | Tampere/tampere | Vantaa/vantaa | Oulu/oulu | Turku/turku | Jyväskylä/jyvaskyla | Kuopio/kuopio
sectors: Terveydenhuolto | IT ja ohjelmistot | Myynti ja kauppa | Opetus | Logistiikka ja kuljetus | Pankki ja rahoitus | Hotelli- ja ravintola-ala | Tekniikka ja rakentaminen
contracts: Kokoaikainen | Osa-aikainen | Harjoittelu | Etätyö
dates: Tänään | 3 päivän sisällä | Viikon sisällä | Kuukauden sisällä
salaries: alle 2 500 € | 2 500–3 500 € | 3 500–5 000 € | yli 5 000 €
levels: Ei kokemusta | 2–5 vuotta | yli 5 vuotta
orgs: Pohjola/pohjola | Saimaa/saimaa | Kaleva/kaleva | Aurora/aurora | Tapiola/tapiola | Karjala/karjala | Lappi/lappi | Vaahtera/vaahtera | Kivi/kivi | Revontuli/revontuli | Koivu/koivu | Satama/satama | Louhi/louhi | Ilmatar/ilmatar | Kuura/kuura | Salmi/salmi
board_names: {x} Työpaikat | Työ{x} | {x}Rekry | Duuni{x}
agency_names: {x} Henkilöstöpalvelut | {x} Rekrytointi Oy | {x} Staffing | {x} HR-palvelut
company_names: {x} Oy | {x} Group Oyj | {x} Sairaala | {x} Rakennus Oy
public_names: {x} kaupunki – avoimet työpaikat | {x} hyvinvointialue | Valtion rekrytointi {x}
university_names: {x} yliopisto | {x} ammattikorkeakoulu | {x} teknillinen korkeakoulu
job_sent: {company} etsii uutta tekijää tehtävään {title}, {city}. | Tarjoamme kilpailukykyisen palkan, työterveyshuollon ja joustavat työajat. | Tehtäviin kuuluu raportointi, projektien seuranta ja yhteistyö muiden tiimien kanssa. | Jos tunnistat itsesi, jätä hakemuksesi jo tänään.
reqs: Alan tutkinto | Vähintään kahden vuoden kokemus | Hyvät tietotekniset taidot | Valmius vuorotyöhön | Sujuva englannin kielen taito | Hyvät vuorovaikutustaidot
offers: Kilpailukykyinen palkka | Työterveyshuolto | Lounasetu | Koulutusmahdollisuudet
hr_titles: Näin valmistaudut työhaastatteluun | Kymmenen yleistä virhettä CV:ssä | Miten neuvottelet palkasta | Hyvän työhakemuksen kirjoittaminen | Vuoden halutuimmat ammatit | Milloin on aika vaihtaa työpaikkaa?
forum_titles: Onko kukaan ollut töissä: {company}? | Haastattelukokemuksia, {city} | Paljonko {title} tienaa? | Kysymys harjoittelusopimuksesta
news_titles: Työllisyys kasvaa – {city} | {company} palkkaa 300 uutta työntekijää | Kysyntä kasvaa: {title} | Rekrytointimessut keräsivät satoja yrityksiä – {city}
fair_titles: Rekrytointimessut {city} | Työ- ja koulutusmessut {city} | Urapäivä {city}
gen_sent: Kaikki aiheista {a} ja {b}, uutta joka viikko. | Sivustolta {site} löydät {a}, {b} ja paljon muuta: {label}. | Aloittelijalle suosittelemme: {c}. | Tutustu meihin ja katso, miksi meihin luotetaan: {label}.
kw: työpaikka | avoimet työpaikat | työpaikat | rekrytointi | työnhaku | palkka | hakemus | ura
slug: jobs=tyopaikat | offers=avoimet | offer=ilmoitus | find=etsi-tyota | hub=hakijoille | tabs=ura | results=tulokset | apply=hae | save=tallenna | print=tulosta | events=tapahtumat | sitesearch=haku | page=sivu | tool=tyokalut | cat=kategoria | emp=tyonantajat | res=vinkit
islug: about=tietoa-meista | contact=yhteystiedot | privacy=tietosuoja | terms=kayttoehdot | login=kirjaudu | register=rekisteroidy | newsletter=uutiskirje | alert=tyopaikkavahti | post=jata-ilmoitus | cv=jata-cv | salarytool=palkkalaskuri | addsite=lisaa-sivusto
tld: .fi | .com
roman_job: tyopaikat | rekry | duuni | ura
t.jobs: Työpaikat | työpaikka | työ | rekrytointi | palkka | ura
t.cvwriting: CV-palvelut | CV | työhakemus | ansioluettelo | profiili
t.training: Koulutus ja kurssit | kurssi | koulutus | tutkinto | työpaja
t.salary: Palkkatutkimukset | palkkataso | palkkiot | kysely | ansiot
t.coworking: Yhteistyötilat | työpiste | jaettu toimisto | neuvotteluhuone | jäsenyys
t.freelance: Freelance-työt | projekti | asiakas | budjetti | palvelu
t.food: Ruoka ja ravintolat | resepti | ravintola | keittiö | ruokalista
t.travel: Matkailu | hotelli | matkakohde | lento | ranta
t.sport: Urheilu | jalkapallo | ottelu | sarja | harjoitus
t.music: Musiikki | konsertti | yhtye | levy | kitara
t.health: Terveys | klinikka | vastaanotto | ravitsemus | lääkäri
t.finance: Raha-asiat | laina | säästäminen | kortti | sijoittaminen
t.tech: Tekniikka | puhelin | kannettava | laite | tarvike
t.fashion: Muoti | vaatteet | kengät | trendi | mallisto
t.garden: Puutarha | kasvi | puutarha | siemen | ruukku
t.webdesign: Verkkosivusuunnittelu | verkkosivu | suunnittelu | verkkokauppa | webhotelli
t.chamber: Kauppakamarit | kauppakamari | jäsen | yritys | kauppa
t.news: Uutismediat | uutinen | politiikka | talous | alue
t.regional: Paikallisportaalit | kaupunki | matkailu | tapahtumat | palvelut
"""

_HU = """
home: Főoldal
about: Rólunk
contact: Kapcsolat
privacy: Adatvédelem
terms: ÁSZF
login: Belépés
register: Regisztráció
newsletter: Hírlevél
alert: Állásfigyelő
post: Álláshirdetés feladása
cv: Önéletrajz feltöltése
salarytool: Fizetéskalkulátor
keyword: Munkakör vagy kulcsszó
location: Munkavégzés helye
sector: Terület
contract: Munkarend
salary: Fizetés
date: Feladás dátuma
experience: Tapasztalat
company: Cég
any: Mind
submit: Keresés
submit2: Mutasd az állásokat
quick: Állások keresése
more: Továbbiak
read: Tovább olvasom
next: Következő
prev: Előző
older: Korábbi bejegyzések
newer: Újabb bejegyzések
page: Oldal
apply: Jelentkezem
save: Mentés
share: Megosztás
similar: Hasonló állások
posted: Feladva
sort_date: Legújabb
sort_salary: Legjobban fizető
filters: Szűrés
found: {n} állás
refine: Keresés finomítása
all_jobs: Összes állás megtekintése
name: Név
email: E-mail cím
phone: Telefonszám
letter: Motivációs levél
upload: Önéletrajz csatolása (PDF)
send: Küldés
subscribe: Feliratkozom
freq: Gyakoriság
daily: Naponta
weekly: Hetente
publish: Közzététel
job_title: Munkakör megnevezése
desc: Leírás
employers: Munkaadóknak
events: Állásbörzék
news: Hírek
blog: Blog
forum: Fórum
members: Tagok
design: Weboldal készítés
partners: Hasznos linkek
rights: Minden jog fenntartva
sitesearch: Keresés az oldalon
html: HTML-változat
tab_cv: Önéletrajz beküldése
tab_alert: E-mail értesítő
welcome: Üdvözöl a(z) {site}
directory: Linkgyűjtemény
categories: Kategóriák
sites: {n} oldal
need_login: A mentéshez jelentkezz be.
thanks: Köszönjük, adataidat megkaptuk.
not_found: Az oldal nem található
agg_intro: Az ország összes állásajánlata egy helyen.
latest: Friss állások
replies: {n} hozzászólás
exhibitors: Kiállítók
requirements: Elvárások
we_offer: Amit kínálunk
print: Nyomtatás
back: Vissza a listához
by_sector: Terület szerint
by_city: Város szerint
days_ago: {n} napja
course: Képzés
mode: Képzési forma
online: Online
onsite: Tantermi
start: Kezdés
desk: Helyiség típusa
people: Létszám
budget: Keret
delivery: Határidő
package: Csomag
years: Tapasztalat (év)
calculate: Számítás
book: Foglalás
add_site: Oldal beküldése
url: Webcím
hiring: Munkatársat keresünk!
portfolio: Referenciák
clients: Ügyfeleink
archive: Archívum
upcoming: Közelgő események
resources: Tippek álláskeresőknek
intro_board: {n} aktív álláshirdetés: {site}.
intro_company: A(z) {site} vezető szereplő ezen a területen: {sector}.
intro_agency: A(z) {site} összeköti a tehetségeket a legjobb munkaadókkal – {city}.
intro_public: Közszolgálati állások és pályázatok hivatalos oldala.
intro_uni: Oktatói és kutatói pályázatok – {site}.
intro_ats: Csatlakozz a(z) {site} csapatához!
posts: Bejegyzések
threads: Témák
dirname: Magyar Linkkatalógus
entries: Állásajánlatok | Nyitott pozíciók | Dolgozz velünk | Karrierlehetőségek | Találd meg az új munkád | Jelentkezz most | Álláskeresés | Állást keresek
hubs: Álláskeresőknek | Karrier | Jelölteknek | Toborzás
lists: Friss állások | Összes állás | Meghirdetett pozíciók
titles: Ápoló | Könyvelő | Webfejlesztő | Értékesítési munkatárs | Futár | Banki ügyintéző | Építőmérnök | Recepciós | Adatelemző | Angoltanár | Szakács | Üzletvezető | Karbantartó technikus | Ügyfélszolgálati munkatárs | Grafikus | Raktáros | Mérlegképes könyvelő | Logisztikai koordinátor
cities: Budapest/budapest | Debrecen/debrecen | Szeged/szeged | Miskolc/miskolc | Pécs/pecs | Győr/gyor | Nyíregyháza/nyiregyhaza | Kecskemét/kecskemet
sectors: Egészségügy | Informatika | Értékesítés és kereskedelem | Oktatás | Logisztika és szállítás | Bank és pénzügy | Vendéglátás és turizmus | Mérnöki és építőipar
contracts: Teljes munkaidő | Részmunkaidő | Gyakornoki | Távmunka
dates: Ma | Az elmúlt 3 napban | Az elmúlt héten | Az elmúlt hónapban
salaries: 400 000 Ft alatt | 400 000–600 000 Ft | 600 000–900 000 Ft | 900 000 Ft felett
levels: Pályakezdő | 2–5 év | 5 év felett
orgs: Duna/duna | Tisza/tisza | Mátra/matra | Balaton/balaton | Hunyadi/hunyadi | Pannon/pannon | Kőrös/koros | Bakony/bakony | Rába/raba | Zemplén/zemplen | Alföld/alfold | Aranyhíd/aranyhid | Fehérvár/fehervar | Tokaj/tokaj | Somló/somlo | Börzsöny/borzsony
board_names: {x} Állás | {x}Munka | Állás{x} | {x} Karrier
agency_names: {x} Humán Kft. | {x} Munkaerő-kölcsönző | {x} HR Partner | {x} Fejvadász
company_names: {x} Zrt. | {x} Kft. | {x} Kórház | {x} Ipari Park
public_names: {x} Kormányhivatal – állások | {x} Közszolgálati Állásportál | {x} Önkormányzat állásai
university_names: {x} Egyetem | {x} Műszaki Egyetem | {x} Főiskola
job_sent: A(z) {company} {title} munkatársat keres, munkavégzés helye: {city}. | Versenyképes fizetést, cafeteriát és rugalmas munkaidőt kínálunk. | Feladatok: riportok készítése, projektek nyomon követése és egyeztetés más részlegekkel. | Ha megfelelsz az elvárásoknak, jelentkezz még ma!
reqs: Szakirányú végzettség | Legalább 2 év tapasztalat | Felhasználói szintű számítógépes ismeretek | Több műszakos munkarend vállalása | Tárgyalóképes angol nyelvtudás | Jó kommunikációs készség
offers: Versenyképes bérezés | Cafeteria | Céges telefon és laptop | Képzési lehetőségek
hr_titles: Így készülj az állásinterjúra | Tíz gyakori hiba az önéletrajzban | Hogyan tárgyalj a fizetésedről? | Motivációs levél lépésről lépésre | Az év legkeresettebb szakmái | Mikor érdemes munkahelyet váltani?
forum_titles: Dolgozott már valaki itt: {company}? | Interjútapasztalatok – {city} | Mennyit keres egy {title}? | Kérdés a gyakornoki szerződésről
news_titles: Nő a foglalkoztatás – {city} | {company}: 300 új munkatársat vesznek fel idén | Egyre keresettebb: {title} | Állásbörze több száz céggel – {city}
fair_titles: Állásbörze {city} | Karriernap {city} | Egyetemi állásbörze {city}
gen_sent: Minden, amit tudni érdemes: {a}, {b} – hetente frissítve. | A(z) {site} oldalán {a}, {b} és még sok más: {label}. | Kezdőknek ajánljuk: {c}. | Ismerj meg minket, és tudd meg, miért bíznak bennünk: {label}.
kw: állás | állásajánlat | álláshirdetés | munka | munkahely | fizetés | önéletrajz | karrier
slug: jobs=allasok | offers=ajanlatok | offer=allas | find=allaskereso | hub=karrier | tabs=jelolteknek | results=talalatok | apply=jelentkezes | save=mentes | print=nyomtatas | events=esemenyek | sitesearch=kereses | page=oldal | tool=eszkozok | cat=kategoria | emp=cegek | res=tippek
islug: about=rolunk | contact=kapcsolat | privacy=adatvedelem | terms=aszf | login=belepes | register=regisztracio | newsletter=hirlevel | alert=allasfigyelo | post=hirdetesfeladas | cv=oneletrajz | salarytool=fizeteskalkulator | addsite=bekuldes
tld: .hu | .co.hu | .com
roman_job: allas | munka | karrier | melo
t.jobs: Állás | állás | munka | állásajánlat | fizetés | karrier
t.cvwriting: Önéletrajz-írás | önéletrajz | motivációs levél | profil | lektorálás
t.training: Tanfolyamok és képzések | tanfolyam | képzés | bizonyítvány | workshop
t.salary: Bérfelmérések | bér | juttatás | felmérés | bérsáv
t.coworking: Coworking irodák | asztal | közösségi iroda | tárgyaló | tagság
t.freelance: Szabadúszó munkák | projekt | megbízó | keret | szolgáltatás
t.food: Gasztronómia | recept | étterem | konyha | menü
t.travel: Utazás | szálloda | úti cél | repülőjegy | strand
t.sport: Sport | foci | mérkőzés | bajnokság | edzés
t.music: Zene | koncert | zenekar | album | gitár
t.health: Egészség | rendelő | vizsgálat | táplálkozás | orvos
t.finance: Pénzügyek | hitel | megtakarítás | bankkártya | befektetés
t.tech: Technika | telefon | laptop | kütyü | kiegészítő
t.fashion: Divat | ruha | cipő | trend | kollekció
t.garden: Kertészet | növény | kert | vetőmag | virágcserép
t.webdesign: Webdesign | weboldal | design | webáruház | tárhely
t.chamber: Kamarák | kamara | tag | vállalkozás | kereskedelem
t.news: Hírportálok | hír | politika | gazdaság | régió
t.regional: Regionális portálok | város | turizmus | programok | szolgáltatások
"""

_VI = """
home: Trang chủ
about: Giới thiệu
contact: Liên hệ
privacy: Chính sách bảo mật
terms: Điều khoản sử dụng
login: Đăng nhập
register: Đăng ký
newsletter: Bản tin
alert: Thông báo việc làm
post: Đăng tin tuyển dụng
cv: Gửi CV
salarytool: Tính lương
keyword: Chức danh, từ khóa
location: Địa điểm
sector: Ngành nghề
contract: Hình thức làm việc
salary: Mức lương
date: Ngày đăng
experience: Kinh nghiệm
company: Công ty
any: Tất cả
submit: Tìm kiếm
submit2: Xem việc làm
quick: Tìm việc ngay
more: Xem thêm
read: Đọc tiếp
next: Trang sau
prev: Trang trước
older: Bài cũ hơn
newer: Bài mới hơn
page: Trang
apply: Ứng tuyển
save: Lưu tin
share: Chia sẻ
similar: Việc làm tương tự
posted: Ngày đăng
sort_date: Mới nhất
sort_salary: Lương cao nhất
filters: Lọc kết quả
found: {n} việc làm
refine: Thu hẹp kết quả
all_jobs: Xem tất cả việc làm
name: Họ và tên
email: Email
phone: Số điện thoại
letter: Thư giới thiệu
upload: Đính kèm CV (PDF)
send: Gửi
subscribe: Đăng ký nhận tin
freq: Tần suất
daily: Hằng ngày
weekly: Hằng tuần
publish: Đăng tin
job_title: Chức danh
desc: Mô tả công việc
employers: Nhà tuyển dụng
events: Ngày hội việc làm
news: Tin tức
blog: Blog
forum: Diễn đàn
members: Hội viên
design: Thiết kế web
partners: Liên kết hữu ích
rights: Bản quyền thuộc về chúng tôi
sitesearch: Tìm trong trang
html: Bản HTML
tab_cv: Gửi hồ sơ
tab_alert: Nhận tin qua email
welcome: Chào mừng đến với {site}
directory: Danh bạ website
categories: Danh mục
sites: {n} trang web
need_login: Vui lòng đăng nhập để lưu tin này.
thanks: Cảm ơn bạn, chúng tôi đã nhận được thông tin.
not_found: Không tìm thấy trang
agg_intro: Tất cả việc làm trên cả nước ở một nơi.
latest: Việc làm mới
replies: {n} trả lời
exhibitors: Doanh nghiệp tham gia
requirements: Yêu cầu
we_offer: Quyền lợi
print: In
back: Quay lại danh sách
by_sector: Theo ngành
by_city: Theo tỉnh thành
days_ago: {n} ngày trước
course: Khóa học
mode: Hình thức học
online: Trực tuyến
onsite: Tại lớp
start: Ngày khai giảng
desk: Loại chỗ ngồi
people: Số người
budget: Ngân sách
delivery: Thời gian hoàn thành
package: Gói dịch vụ
years: Số năm kinh nghiệm
calculate: Tính
book: Đặt chỗ
add_site: Gửi website
url: Địa chỉ web
hiring: Chúng tôi đang tuyển dụng!
portfolio: Dự án
clients: Khách hàng
archive: Lưu trữ
upcoming: Sự kiện sắp tới
resources: Cẩm nang tìm việc
intro_board: {n} việc làm đang tuyển trên {site}.
intro_company: {site} là doanh nghiệp hàng đầu trong lĩnh vực {sector}.
intro_agency: {site} kết nối ứng viên với các doanh nghiệp tốt nhất tại {city}.
intro_public: Cổng thông tin tuyển dụng công chức, viên chức.
intro_uni: Tuyển dụng giảng viên và cán bộ tại {site}.
intro_ats: Gia nhập đội ngũ {site}.
posts: Bài viết
threads: Chủ đề
dirname: Danh bạ Web Việt
entries: Việc làm | Tìm việc làm | Cơ hội nghề nghiệp | Gia nhập đội ngũ | Việc làm đang tuyển | Tìm công việc mơ ước | Ứng tuyển ngay | Tuyển dụng
hubs: Dành cho ứng viên | Nghề nghiệp | Góc ứng viên | Tuyển dụng
lists: Việc làm mới nhất | Tất cả việc làm | Tin tuyển dụng
titles: Điều dưỡng | Kế toán viên | Lập trình viên web | Nhân viên kinh doanh | Tài xế giao hàng | Giao dịch viên ngân hàng | Kỹ sư xây dựng | Lễ tân | Chuyên viên phân tích dữ liệu | Giáo viên tiếng Anh | Đầu bếp | Cửa hàng trưởng | Kỹ thuật viên bảo trì | Nhân viên chăm sóc khách hàng | Thiết kế đồ họa | Thủ kho | Kế toán thuế | Điều phối viên logistics
cities: Hà Nội/ha-noi | TP. Hồ Chí Minh/ho-chi-minh | Đà Nẵng/da-nang | Hải Phòng/hai-phong | Cần Thơ/can-tho | Nha Trang/nha-trang | Huế/hue | Bình Dương/binh-duong
sectors: Y tế | Công nghệ thông tin | Kinh doanh - Bán hàng | Giáo dục | Vận tải - Logistics | Ngân hàng - Tài chính | Nhà hàng - Khách sạn | Xây dựng - Kỹ thuật
contracts: Toàn thời gian | Bán thời gian | Thực tập | Làm việc từ xa
dates: Hôm nay | 3 ngày qua | Tuần này | Tháng này
salaries: Dưới 10 triệu | 10 - 20 triệu | 20 - 35 triệu | Trên 35 triệu
levels: Chưa có kinh nghiệm | 2 - 5 năm | Trên 5 năm
orgs: Sao Mai/saomai | Hoàng Long/hoanglong | Phương Nam/phuongnam | Thành Công/thanhcong | Việt Tiến/viettien | An Phát/anphat | Bình Minh/binhminh | Hưng Thịnh/hungthinh | Đại Dương/daiduong | Trường Sơn/truongson | Minh Khang/minhkhang | Phú Gia/phugia | Kim Long/kimlong | Hòa Bình/hoabinh | Tân Việt/tanviet | Lạc Hồng/lachong
board_names: Việc Làm {x} | {x} Jobs | Tuyển Dụng {x} | {x} Career
agency_names: Nhân Lực {x} | {x} HR | Cung Ứng Nhân Sự {x} | Headhunter {x}
company_names: Công ty TNHH {x} | Tập đoàn {x} | Bệnh viện {x} | Công ty Cổ phần {x}
public_names: Trung tâm Dịch vụ Việc làm {x} | Cổng việc làm công {x} | Sở Lao động {x}
university_names: Đại học {x} | Trường Cao đẳng {x} | Học viện {x}
job_sent: {company} cần tuyển {title} làm việc tại {city}. | Chúng tôi có mức lương cạnh tranh, bảo hiểm đầy đủ và thưởng tháng 13. | Công việc chính gồm lập báo cáo, theo dõi dự án và phối hợp với các phòng ban. | Nếu bạn phù hợp, hãy nộp hồ sơ ngay hôm nay.
reqs: Tốt nghiệp cao đẳng trở lên | Có ít nhất 2 năm kinh nghiệm | Sử dụng thành thạo tin học văn phòng | Có thể làm việc theo ca | Giao tiếp tiếng Anh tốt | Kỹ năng làm việc nhóm
offers: Lương cứng và thưởng doanh số | Bảo hiểm xã hội đầy đủ | Du lịch hằng năm | Đào tạo thường xuyên
hr_titles: Cách chuẩn bị cho buổi phỏng vấn | 10 lỗi thường gặp trong CV | Cách thương lượng lương hiệu quả | Viết thư xin việc thế nào cho đúng | Những ngành nghề hot nhất năm nay | Khi nào nên nhảy việc?
forum_titles: Có ai từng làm ở {company} không? | Kinh nghiệm phỏng vấn tại {city} | Lương {title} bao nhiêu? | Hỏi về hợp đồng thực tập
news_titles: Tỷ lệ có việc làm tại {city} tăng | {company} tuyển 300 lao động mới trong năm nay | Nhu cầu tuyển {title} tăng mạnh | Ngày hội việc làm {city} thu hút hàng trăm doanh nghiệp
fair_titles: Ngày hội việc làm {city} | Hội chợ việc làm {city} | Ngày hội tuyển dụng sinh viên {city}
gen_sent: Mọi điều về {a} và {b}, cập nhật mỗi tuần. | Tại {site} bạn sẽ tìm thấy {a}, {b} và nhiều hơn nữa về {label}. | Nếu mới bắt đầu, hãy thử {c}. | Hãy tìm hiểu vì sao chúng tôi là địa chỉ tin cậy về {label}.
kw: việc làm | tuyển dụng | tìm việc | ứng viên | nhà tuyển dụng | lương | hồ sơ | nghề nghiệp
slug: jobs=viec-lam | offers=tuyen-dung | offer=tin | find=tim-viec | hub=ung-vien | tabs=goc-ung-vien | results=ket-qua | apply=ung-tuyen | save=luu-tin | print=in | events=su-kien | sitesearch=tim-kiem | page=trang | tool=cong-cu | cat=danh-muc | emp=nha-tuyen-dung | res=cam-nang
islug: about=gioi-thieu | contact=lien-he | privacy=chinh-sach-bao-mat | terms=dieu-khoan | login=dang-nhap | register=dang-ky | newsletter=ban-tin | alert=thong-bao-viec-lam | post=dang-tin | cv=gui-cv | salarytool=tinh-luong | addsite=gui-website
tld: .vn | .com.vn | .net.vn | .com
roman_job: vieclam | tuyendung | timviec | jobs
t.jobs: Việc làm | việc làm | tuyển dụng | ứng viên | lương | nghề nghiệp
t.cvwriting: Dịch vụ viết CV | CV | thư xin việc | hồ sơ | chỉnh sửa
t.training: Khóa học & đào tạo | khóa học | chứng chỉ | đào tạo | hội thảo
t.salary: Khảo sát lương | thu nhập | phúc lợi | khảo sát | thang lương
t.coworking: Coworking | chỗ ngồi | văn phòng chia sẻ | phòng họp | thành viên
t.freelance: Việc freelance | dự án | khách hàng | ngân sách | dịch vụ
t.food: Ẩm thực | công thức | nhà hàng | món ăn | thực đơn
t.travel: Du lịch | khách sạn | điểm đến | vé máy bay | bãi biển
t.sport: Thể thao | bóng đá | trận đấu | giải đấu | tập luyện
t.music: Âm nhạc | buổi hòa nhạc | ban nhạc | album | đàn guitar
t.health: Sức khỏe | phòng khám | khám bệnh | dinh dưỡng | bác sĩ
t.finance: Tài chính cá nhân | vay | tiết kiệm | thẻ tín dụng | đầu tư
t.tech: Công nghệ | điện thoại | máy tính xách tay | thiết bị | phụ kiện
t.fashion: Thời trang | quần áo | giày | xu hướng | bộ sưu tập
t.garden: Làm vườn | cây cảnh | khu vườn | hạt giống | chậu cây
t.webdesign: Thiết kế website | website | thiết kế | cửa hàng online | hosting
t.chamber: Hiệp hội doanh nghiệp | phòng thương mại | hội viên | doanh nghiệp | thương mại
t.news: Báo điện tử | tin | chính trị | kinh tế | địa phương
t.regional: Cổng thông tin địa phương | thành phố | du lịch | sự kiện | dịch vụ
"""

_EN = """
home: Home
about: About us
contact: Contact
privacy: Privacy policy
terms: Terms of use
login: Sign in
register: Register
newsletter: Newsletter
alert: Job alerts
post: Post a job
cv: Upload your CV
salarytool: Salary checker
keyword: Job title or keyword
location: Location
sector: Sector
contract: Job type
salary: Salary
date: Date posted
experience: Experience
company: Company
any: Any
submit: Find jobs
submit2: Show jobs
quick: Search jobs
more: See more
read: Read more
next: Next
prev: Previous
older: Older posts
newer: Newer posts
page: Page
apply: Apply now
save: Save job
share: Share
similar: Similar jobs
posted: Posted
sort_date: Newest
sort_salary: Highest salary
filters: Filter results
found: {n} jobs found
refine: Refine your search
all_jobs: View all jobs
name: Full name
email: Email address
phone: Phone
letter: Cover letter
upload: Attach your CV (PDF)
send: Send
subscribe: Subscribe
freq: Frequency
daily: Daily
weekly: Weekly
publish: Publish
job_title: Job title
desc: Description
employers: Employers
events: Jobs fairs
news: News
blog: Blog
forum: Forum
members: Members
design: Web design
partners: Useful links
rights: All rights reserved
sitesearch: Search this site
html: HTML version
tab_cv: Send your CV
tab_alert: Email alerts
welcome: Welcome to {site}
directory: Web directory
categories: Categories
sites: {n} sites
need_login: Sign in to save this job.
thanks: Thank you, we have received your details.
not_found: Page not found
agg_intro: Every vacancy in one place.
latest: Latest jobs
replies: {n} replies
exhibitors: Exhibitors
requirements: Requirements
we_offer: What we offer
print: Print
back: Back to the list
by_sector: By sector
by_city: By city
days_ago: {n} days ago
course: Course
mode: Study mode
online: Online
onsite: Classroom
start: Start date
desk: Space type
people: People
budget: Budget
delivery: Delivery time
package: Package
years: Years of experience
calculate: Calculate
book: Book
add_site: Add your site
url: Web address
hiring: We're hiring!
portfolio: Portfolio
clients: Clients
archive: Archive
upcoming: Upcoming events
resources: Resources for job seekers
intro_board: {n} live vacancies on {site}.
intro_company: {site} is a leading name in {sector}.
intro_agency: {site} connects talent with the best employers in {city}.
intro_public: The official portal for public-sector vacancies.
intro_uni: Academic and professional services vacancies at {site}.
intro_ats: Join the team at {site}.
posts: Posts
threads: Threads
dirname: Open Web Directory
entries: Open positions | Join us | Find a job | Browse vacancies | Current openings | Work with us | Job search | Careers
hubs: Candidates | Job seekers | Working here | Careers
lists: Latest jobs | All vacancies | Job listings
titles: Staff Nurse | Accounts Assistant | Web Developer | Sales Executive | Delivery Driver | Bank Teller | Civil Engineer | Receptionist | Data Analyst | English Teacher | Line Cook | Store Manager | Maintenance Technician | Customer Service Advisor | Graphic Designer | Warehouse Operative | Payroll Officer | Logistics Coordinator
cities: London/london | Manchester/manchester | Birmingham/birmingham | Leeds/leeds | Glasgow/glasgow | Dublin/dublin | Bristol/bristol | Cardiff/cardiff
sectors: Healthcare | IT & Software | Sales & Retail | Education | Logistics & Transport | Banking & Finance | Hospitality & Tourism | Engineering & Construction
contracts: Full-time | Part-time | Internship | Remote
dates: Today | Last 3 days | Last week | Last month
salaries: Up to £25,000 | £25,000–£35,000 | £35,000–£50,000 | £50,000+
levels: Entry level | Mid level | Senior
orgs: Ashford/ashford | Kestrel/kestrel | Northgate/northgate | Bramley/bramley | Riverside/riverside | Oakwood/oakwood | Harbour/harbour | Summit/summit | Meridian/meridian | Fenwick/fenwick | Lindum/lindum | Pennine/pennine | Thistle/thistle | Avalon/avalon | Wessex/wessex | Solent/solent
board_names: {x} Jobs | {x}Recruit | Jobs in {x} | {x} Vacancies
agency_names: {x} Recruitment | {x} Staffing | {x} Talent Partners | {x} Personnel
company_names: {x} plc | {x} Group | {x} NHS Trust | {x} Engineering Ltd
public_names: {x} Council Jobs | {x} Civil Service Careers | {x} Public Jobs Portal
university_names: University of {x} | {x} College | {x} Institute of Technology
job_sent: {company} is looking for a {title} to join the team in {city}. | We offer a competitive salary, a pension scheme and 25 days holiday. | Duties include reporting, project follow-up and working with other departments. | If this sounds like you, apply today.
reqs: A relevant qualification | At least two years' experience | Good IT skills | Able to work shifts | Excellent communication skills | A team player
offers: Competitive salary | Pension scheme | Private healthcare | Training and development
hr_titles: How to prepare for a job interview | Ten common CV mistakes | How to negotiate your salary | Writing a cover letter step by step | The most in-demand jobs this year | When is it time to change jobs?
forum_titles: Anyone worked at {company}? | Interview experiences in {city} | How much does a {title} earn? | Question about an internship contract
news_titles: Employment rises in {city} | {company} to create 300 jobs this year | Demand for {title} roles grows | Jobs fair in {city} draws hundreds of employers
fair_titles: {city} Jobs Fair | {city} Careers Expo | {city} Graduate Recruitment Day
gen_sent: Everything about {a} and {b}, updated every week. | At {site} you will find {a}, {b} and more about {label}. | New here? We suggest starting with {c}. | Find out why we are a trusted name in {label}.
kw: jobs | job | vacancies | vacancy | careers | recruitment | hiring | salary
slug: jobs=jobs | offers=vacancies | offer=vacancy | find=job-search | hub=candidates | tabs=careers-centre | results=results | apply=apply | save=save | print=print | events=events | sitesearch=site-search | page=page | tool=tools | cat=category | emp=employers | res=resources
islug: about=about-us | contact=contact | privacy=privacy | terms=terms | login=sign-in | register=register | newsletter=newsletter | alert=job-alerts | post=post-a-job | cv=upload-cv | salarytool=salary-checker | addsite=add-site
tld: .com | .co.uk | .org | .net | .ie
roman_job: jobs | recruit | careers | hire
t.jobs: Jobs | jobs | vacancy | hiring | salary | career
t.cvwriting: CV writing | CV | cover letter | profile | proofreading
t.training: Courses & training | course | certificate | training | workshop
t.salary: Salary surveys | pay | benefits | survey | pay scale
t.coworking: Coworking | desk | shared office | meeting room | membership
t.freelance: Freelance work | project | client | budget | gig
t.food: Food & drink | recipe | restaurant | kitchen | menu
t.travel: Travel | hotel | destination | flight | beach
t.sport: Sport | football | match | league | fixtures
t.music: Music | concert | band | album | guitar
t.health: Health | clinic | appointment | nutrition | doctor
t.finance: Money | loan | savings | credit card | investing
t.tech: Tech | phone | laptop | gadget | accessories
t.fashion: Fashion | clothes | shoes | trend | collection
t.garden: Gardening | plant | garden | seeds | pot
t.webdesign: Web design | website | design | online shop | hosting
t.chamber: Chambers of commerce | chamber | member | business | trade
t.news: News media | story | politics | economy | local
t.regional: Local portals | city | tourism | what's on | services
"""


def _parse(block: str) -> dict[str, list[str]]:
    """``key: a | b | c`` lines → ``{key: [a, b, c]}``."""
    out: dict[str, list[str]] = {}
    for line in block.strip().splitlines():
        key, _, rest = line.strip().partition(": ")
        assert key not in out, key
        out[key] = [v.strip() for v in rest.split(" | ")]
    return out


def _pairs(values: list[str]) -> dict[str, str]:
    """``["a=x", "b=y"]`` → ``{"a": "x", "b": "y"}``."""
    return {k: v for k, _, v in (x.partition("=") for x in values)}


V: dict[str, dict[str, list[str]]] = {
    lang: _parse(block) for lang, block in zip(LANGS, (_ES, _KO, _AR, _HI, _ID, _FI, _HU, _VI, _EN), strict=True)
}
#: ASCII path words of a language's job sites; NATIVE_SLUGS: in its own script (ko, ar, hi).
SLUGS = {lang: _pairs(V[lang]["slug"]) for lang in LANGS}
NATIVE_SLUGS = {lang: _pairs(V[lang]["nslug"]) for lang in LANGS if "nslug" in V[lang]}
INFO_SLUGS = {lang: _pairs(V[lang]["islug"]) for lang in LANGS}
#: English path words (applicant-tracking software, query-routed PHP, ColdFusion, hash-bang apps).
EN_SLUGS = SLUGS["en"]


def ui(lang: str, key: str) -> str:
    """A single UI string of ``lang``."""
    return V[lang][key][0]


def topic_label(lang: str, topic: str) -> str:
    """The name of ``topic`` in ``lang`` (a directory's category)."""
    return V[lang][f"t.{topic}"][0]


def topic_words(lang: str, topic: str) -> list[str]:
    """Four or five words of ``topic`` in ``lang``."""
    return V[lang][f"t.{topic}"][1:]


def cities(lang: str) -> list[tuple[str, str]]:
    """``(name, ascii slug)`` of the cities of ``lang``'s country (or region)."""
    return [tuple(c.split("/", 1)) for c in V[lang]["cities"]]  # type: ignore[misc]


def orgs(lang: str) -> list[tuple[str, str]]:
    """``(name, roman)`` of the organisation names of ``lang``."""
    return [tuple(c.split("/", 1)) for c in V[lang]["orgs"]]  # type: ignore[misc]


#: Field-name styles of the relevant form (the vacancy search): keyword, location, category, contract,
#: salary, date posted, experience. Styles 0–3 are used in every language; style 4 is the language's own.
FIELD_KEYS = ("kw", "loc", "cat", "ct", "sal", "date", "lvl")
NAME_STYLES: tuple[tuple[str, ...], ...] = (
    ("q", "loc", "cat", "type", "sal_min", "days", "exp"),
    ("keywords", "location_id", "category_id", "job_type[]", "salary_from", "posted_within", "experience_level"),
    (
        "search[title]",
        "search[location]",
        "search[sector]",
        "search[contract]",
        "search[salary]",
        "search[date]",
        "search[level]",
    ),
    ("kw", "rg", "sc", "ct", "sl", "dp", "xp"),
)
LOCAL_NAMES: dict[str, tuple[str, ...]] = {
    "es": ("palabra_clave", "ubicacion", "area", "jornada", "salario", "fecha", "experiencia"),
    "ko": ("searchword", "area_cd", "job_cd", "emp_type", "sal_cd", "reg_dt", "career_cd"),
    "ar": ("keyword", "city_id", "industry", "employment_type", "salary_range", "date_posted", "exp_years"),
    "hi": ("qp", "ql", "qi", "jt", "ctc", "freshness", "qe"),
    "id": ("kata_kunci", "lokasi", "kategori", "tipe_pekerjaan", "gaji", "tanggal", "pengalaman"),
    "fi": ("hakusana", "sijainti", "ala", "tyosuhde", "palkka", "julkaistu", "kokemus"),
    "hu": ("kulcsszo", "helyszin", "kategoria", "munkarend", "fizetes", "datum", "tapasztalat"),
    "vi": ("tu_khoa", "dia_diem", "nganh_nghe", "loai_hinh", "muc_luong", "ngay_dang", "kinh_nghiem"),
    "en": ("what", "where", "sector", "hours", "pay", "age", "seniority"),
}
#: Every name a vacancy search of this family gives a field (the test's classifier uses them).
VACANCY_NAMES = frozenset(n for style in (*NAME_STYLES, *LOCAL_NAMES.values()) for n in style)

#: The domain file: attribute → (specificity, aliases by language).
ATTRIBUTES: dict[str, tuple[float, dict[str, list[str]]]] = {
    "job title": (
        0.8,
        {
            "es": ["puesto", "cargo", "palabra clave", "vacante", "nombre del puesto"],
            "ko": ["직무", "키워드", "채용분야", "모집 직무", "직책"],
            "ar": ["المسمى الوظيفي", "كلمة مفتاحية", "الوظيفة", "المهنة"],
            "hi": ["पद", "कीवर्ड", "पद का नाम", "नौकरी का पद"],
            "id": ["posisi", "kata kunci", "jabatan", "nama posisi"],
            "fi": ["hakusana", "tehtävänimike", "tehtävä", "ammatti"],
            "hu": ["munkakör", "kulcsszó", "pozíció", "munkakör megnevezése"],
            "vi": ["chức danh", "từ khóa", "vị trí"],
            "en": ["job title", "keyword", "keywords", "position", "role", "what"],
        },
    ),
    "location": (
        0.2,
        {
            "es": ["ubicación", "ciudad", "estado", "lugar de trabajo"],
            "ko": ["근무지역", "지역", "근무지"],
            "ar": ["المدينة", "الموقع", "المنطقة"],
            "hi": ["स्थान", "शहर", "लोकेशन"],
            "id": ["lokasi", "kota", "penempatan"],
            "fi": ["sijainti", "paikkakunta", "kunta"],
            "hu": ["munkavégzés helye", "helyszín", "város", "megye"],
            "vi": ["địa điểm", "tỉnh thành", "nơi làm việc"],
            "en": ["location", "where", "city", "region", "town"],
        },
    ),
    "sector": (
        0.5,
        {
            "es": ["área", "sector", "categoría", "industria"],
            "ko": ["직종", "업종", "산업"],
            "ar": ["القطاع", "المجال", "التخصص"],
            "hi": ["क्षेत्र", "श्रेणी", "उद्योग"],
            "id": ["bidang", "kategori", "industri"],
            "fi": ["ala", "toimiala", "tehtäväalue"],
            "hu": ["terület", "kategória", "ágazat"],
            "vi": ["ngành nghề", "lĩnh vực", "ngành"],
            "en": ["sector", "category", "industry", "job function"],
        },
    ),
    "contract type": (
        0.9,
        {
            "es": ["tipo de jornada", "jornada", "tipo de contrato", "tiempo completo"],
            "ko": ["고용형태", "근무형태", "정규직", "계약직"],
            "ar": ["نوع الدوام", "نوع العقد", "دوام كامل"],
            "hi": ["नौकरी का प्रकार", "रोज़गार का प्रकार", "पूर्णकालिक"],
            "id": ["jenis pekerjaan", "tipe pekerjaan", "status kerja"],
            "fi": ["työsuhteen tyyppi", "työaika", "työsuhde"],
            "hu": ["munkarend", "foglalkoztatás típusa", "munkaidő"],
            "vi": ["hình thức làm việc", "loại hình", "loại hợp đồng"],
            "en": ["job type", "contract type", "employment type", "hours", "full-time", "part-time"],
        },
    ),
    "salary": (
        0.7,
        {
            "es": ["sueldo", "salario", "rango salarial"],
            "ko": ["급여", "연봉", "희망연봉"],
            "ar": ["الراتب", "الأجر", "نطاق الراتب"],
            "hi": ["वेतन", "सैलरी", "सीटीसी"],
            "id": ["gaji", "rentang gaji", "upah"],
            "fi": ["palkka", "palkkaus"],
            "hu": ["fizetés", "bér", "bérsáv"],
            "vi": ["mức lương", "lương", "thu nhập"],
            "en": ["salary", "pay", "wage", "salary range"],
        },
    ),
    "date posted": (
        0.3,
        {
            "es": ["fecha de publicación", "publicada", "fecha"],
            "ko": ["등록일", "게재일", "마감일"],
            "ar": ["تاريخ النشر", "نشرت منذ"],
            "hi": ["पोस्ट करने की तिथि", "तिथि"],
            "id": ["tanggal tayang", "tanggal posting", "diposting"],
            "fi": ["julkaistu", "julkaisupäivä", "ilmoitettu"],
            "hu": ["feladás dátuma", "feladva", "dátum"],
            "vi": ["ngày đăng", "ngày cập nhật"],
            "en": ["date posted", "posted", "posted within", "freshness"],
        },
    ),
    "company": (
        0.4,
        {
            "es": ["empresa", "empleador", "compañía"],
            "ko": ["회사명", "기업명", "기업"],
            "ar": ["الشركة", "صاحب العمل", "جهة العمل"],
            "hi": ["कंपनी", "नियोक्ता"],
            "id": ["perusahaan", "pemberi kerja"],
            "fi": ["työnantaja", "yritys"],
            "hu": ["cég", "munkáltató", "vállalat"],
            "vi": ["công ty", "nhà tuyển dụng", "doanh nghiệp"],
            "en": ["company", "employer", "organisation", "recruiter"],
        },
    ),
    "experience level": (
        0.7,
        {
            "es": ["experiencia", "nivel", "años de experiencia"],
            "ko": ["경력", "신입", "경력 구분"],
            "ar": ["الخبرة", "سنوات الخبرة", "المستوى الوظيفي"],
            "hi": ["अनुभव", "अनुभव के वर्ष"],
            "id": ["pengalaman", "jenjang karier", "level"],
            "fi": ["kokemus", "työkokemus"],
            "hu": ["tapasztalat", "szint", "pályakezdő"],
            "vi": ["kinh nghiệm", "cấp bậc"],
            "en": ["experience", "seniority", "career level", "experience level"],
        },
    ),
}


def _check() -> None:
    """Every language has every key; the parallel lists are parallel; path words do not collide."""
    keys = set(V["en"])
    for lang in LANGS:
        missing = (keys ^ set(V[lang])) - {"nslug"}
        assert not missing, (lang, missing)
        for k, n in (("titles", 18), ("sectors", 8), ("contracts", 4), ("dates", 4), ("salaries", 4), ("levels", 3)):
            assert len(V[lang][k]) == n, (lang, k)
        assert len(V[lang]["cities"]) == 8 and len(V[lang]["orgs"]) >= 14
        labels = [topic_label(lang, t) for t in TOPICS]
        assert len(set(labels)) == len(labels), (lang, labels)
        for words in (SLUGS[lang], NATIVE_SLUGS.get(lang, {})):
            tokens = list(words.values()) + list(INFO_SLUGS[lang].values())
            assert len(set(tokens)) == len(tokens), (lang, tokens)


_check()
