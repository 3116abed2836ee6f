"""The eleven locales of family M (ten languages: English twice, UK and US) and their municipal vocabulary.

``WORDS[key]`` is a tuple in the order of :data:`CODES`; :func:`w` picks one locale's word. The words are the ones
real municipal sites use in their navigation and forms (Idox, Accela, TYPO3, SiteVision, Drupal LocalGov sites…).
"""

from __future__ import annotations

CODES = ("en", "us", "de", "nl", "sv", "da", "nb", "fr", "it", "es", "pl")
NAMES = {
    "en": "English (UK)",
    "us": "English (US)",
    "de": "German",
    "nl": "Dutch",
    "sv": "Swedish",
    "da": "Danish",
    "nb": "Norwegian Bokmål",
    "fr": "French",
    "it": "Italian",
    "es": "Spanish",
    "pl": "Polish",
}
#: The legacy charset of each locale (about half the form sites and a third of all sites use it).
LEGACY = {
    "en": "windows-1252",
    "us": "iso-8859-1",
    "de": "iso-8859-1",
    "nl": "windows-1252",
    "sv": "iso-8859-1",
    "da": "windows-1252",
    "nb": "iso-8859-1",
    "fr": "iso-8859-15",
    "it": "iso-8859-1",
    "es": "windows-1252",
    "pl": "iso-8859-2",
}
HTML_LANG = {"en": "en-GB", "us": "en-US", "nb": "nb-NO"}

_TABLE = """
home: Home | Home | Startseite | Home | Startsida | Forside | Forside | Accueil | Home | Inicio | Strona główna
news: News | News Flash | Aktuelles | Nieuws | Nyheter | Nyheder | Nyheter | Actualités | Notizie | Noticias | Aktualności
events: What's on | Community Calendar | Veranstaltungskalender | Evenementenagenda | Evenemang | Arrangementer | Arrangementer | Agenda | Eventi | Agenda de eventos | Kalendarz wydarzeń
contact: Contact us | Contact Us | Kontakt | Contact | Kontakta oss | Kontakt | Kontakt oss | Nous contacter | Contatti | Contacto | Kontakt
about: About us | About | Über uns | Over ons | Om oss | Om os | Om oss | À propos | Chi siamo | Quiénes somos | O nas
residents: Residents | Residents | Bürgerservice | Wonen en leven | Invånare | Borger | Innbygger | Vie pratique | Servizi al cittadino | Ciudadanía | Mieszkańcy
business: Business | Business | Wirtschaft | Ondernemen | Näringsliv | Erhverv | Næringsliv | Économie | Imprese | Empresas | Biznes
council: Council and democracy | Government | Rathaus & Politik | Bestuur en organisatie | Kommun och politik | Politik og demokrati | Politikk og organisasjon | Mairie | Amministrazione | Ayuntamiento | Urząd
planning: Planning and building control | Planning & Development | Bauen und Wohnen | Bouwen en verbouwen | Bygga, bo och miljö | Byggeri og planlægning | Plan, bygg og eiendom | Urbanisme | Edilizia e urbanistica | Urbanismo y vivienda | Architektura i budownictwo
departments: Departments | Departments | Ämter und Einrichtungen | Organisatie | Förvaltningar | Forvaltninger | Virksomheter | Services municipaux | Uffici e settori | Áreas municipales | Wydziały
building_dept: Building control service | Building & Safety Division | Bauaufsichtsbehörde | Team Vergunningen | Bygglovsenheten | Byggesagsafdelingen | Byggesaksavdelingen | Service de l'urbanisme | Sportello unico edilizia | Servicio de licencias | Wydział Architektury i Budownictwa
sitemap: Sitemap | Site Map | Sitemap | Sitemap | Webbkarta | Sitemap | Nettstedskart | Plan du site | Mappa del sito | Mapa web | Mapa strony
accessibility: Accessibility statement | Accessibility | Barrierefreiheit | Toegankelijkheid | Tillgänglighet | Tilgængelighed | Tilgjengelighet | Accessibilité | Accessibilità | Accesibilidad | Deklaracja dostępności
privacy: Privacy notice | Privacy Policy | Datenschutz | Privacyverklaring | Personuppgifter | Privatlivspolitik | Personvern | Données personnelles | Privacy | Protección de datos | Polityka prywatności
cookies: Cookies | Cookies | Cookie-Einstellungen | Cookies | Kakor | Cookies | Informasjonskapsler | Cookies | Cookie policy | Cookies | Pliki cookies
jobs: Jobs and careers | Employment | Stellenangebote | Vacatures | Lediga jobb | Job i kommunen | Ledige stillinger | Offres d'emploi | Bandi di concorso | Empleo público | Praca w urzędzie
waste: Bins and recycling | Trash & Recycling | Abfall | Afval | Avfall och återvinning | Affald og genbrug | Avfall og renovasjon | Déchets | Rifiuti | Residuos | Odpady
parking: Parking | Parking | Parken | Parkeren | Parkering | Parkering | Parkering | Stationnement | Parcheggi | Aparcamiento | Parkowanie
tax: Council tax | Property Tax | Grundsteuer | Belastingen | Avgifter och taxor | Ejendomsskat | Eiendomsskatt | Impôts locaux | Tributi | Impuestos municipales | Podatki lokalne
libraries: Libraries | Library | Stadtbibliothek | Bibliotheek | Bibliotek | Biblioteker | Bibliotek | Médiathèque | Biblioteca | Bibliotecas | Biblioteka
schools: Schools and education | Schools | Schulen | Onderwijs | Förskola och skola | Skole og uddannelse | Barnehage og skole | Écoles | Scuole | Educación | Edukacja
az: A to Z of services | A-Z Index | Dienstleistungen A–Z | Producten en diensten A-Z | Tjänster A–Ö | Selvbetjening A-Å | Tjenester A–Å | Démarches de A à Z | Servizi dalla A alla Z | Trámites de la A a la Z | Sprawy od A do Z
online: Do it online | Online Services | Online-Dienste | Direct regelen | E-tjänster | Selvbetjening | Selvbetjening | Démarches en ligne | Servizi online | Sede electrónica | e-Usługi
meetings: Meetings, agendas and minutes | Agendas & Minutes | Ratsinformationssystem | Vergaderingen en besluiten | Möten och protokoll | Dagsordener og referater | Møteplan og saksdokumenter | Délibérations du conseil | Albo pretorio e delibere | Plenos y actas | Posiedzenia i protokoły
licences: Licensing | Business Licenses | Gewerbe | Vergunningen voor ondernemers | Tillstånd för företag | Tilladelser | Bevillinger | Commerces | Commercio | Licencias de actividad | Zezwolenia
search: Search | Search | Suchen | Zoeken | Sök | Søg | Søk | Rechercher | Cerca | Buscar | Szukaj
search_site: Search this site | Search | Suche auf dieser Website | Zoeken op deze site | Sök på webbplatsen | Søg på siden | Søk på nettstedet | Rechercher sur le site | Cerca nel sito | Buscar en la web | Szukaj w serwisie
login: Sign in | Log In | Anmelden | Inloggen | Logga in | Log ind | Logg inn | Se connecter | Accedi | Acceder | Zaloguj się
username: Email address | Username | Benutzername | Gebruikersnaam | Användarnamn | Brugernavn | Brukernavn | Identifiant | Nome utente | Usuario | Login
password: Password | Password | Passwort | Wachtwoord | Lösenord | Adgangskode | Passord | Mot de passe | Password | Contraseña | Hasło
name: Your name | Name | Name | Naam | Namn | Navn | Navn | Nom | Nome e cognome | Nombre | Imię i nazwisko
email: Email | Email | E-Mail | E-mailadres | E-post | E-mail | E-post | Courriel | Email | Correo electrónico | E-mail
message: Your message | Message | Ihre Nachricht | Bericht | Meddelande | Besked | Melding | Message | Messaggio | Mensaje | Wiadomość
send: Send | Submit | Absenden | Verzenden | Skicka | Send | Send | Envoyer | Invia | Enviar | Wyślij
newsletter: Sign up to our newsletter | Subscribe to News | Newsletter abonnieren | Aanmelden nieuwsbrief | Prenumerera på nyhetsbrevet | Tilmeld nyhedsbrev | Abonner på nyhetsbrev | Lettre d'information | Iscriviti alla newsletter | Suscríbete al boletín | Zapisz się do newslettera
report: Report a problem | Report a Concern | Mängelmelder | Melding openbare ruimte | Felanmälan | Giv et tip | Meld feil | Signaler un problème | Segnalazioni | Avisos y quejas | Zgłoś problem
read_more: Read more | Read On... | weiterlesen | Lees meer | Läs mer | Læs mere | Les mer | Lire la suite | Leggi tutto | Leer más | Czytaj więcej
next: Next | Next | Weiter | Volgende | Nästa | Næste | Neste | Suivant | Successivo | Siguiente | Następna
prev: Previous | Previous | Zurück | Vorige | Föregående | Forrige | Forrige | Précédent | Precedente | Anterior | Poprzednia
back: Back | Back | Zurück | Terug | Tillbaka | Tilbage | Tilbake | Retour | Indietro | Volver | Wstecz
you_are_here: You are here | You are here | Sie sind hier | U bent hier | Du är här | Du er her | Du er her | Vous êtes ici | Ti trovi in | Está en | Jesteś tutaj
neighbours: Neighbouring councils | Neighboring Cities | Nachbargemeinden | Buurgemeenten | Grannkommuner | Nabokommuner | Nabokommuner | Communes voisines | Comuni limitrofi | Municipios vecinos | Gminy sąsiednie
links: Useful links | Links | Links | Links | Länkar | Links | Lenker | Liens utiles | Link utili | Enlaces de interés | Przydatne linki
pay: Make a payment | Pay Online | Online bezahlen | Betalen | Betala | Betal | Betal | Payer en ligne | Pagamenti | Pago de tributos | Płatności
register_acct: Create an account | Create Account | Registrieren | Account aanmaken | Skapa konto | Opret konto | Opprett konto | Créer un compte | Registrati | Registrarse | Załóż konto
find_council: Find your local council | Find Your City | Zuständige Behörde finden | Gemeente zoeken | Hitta din kommun | Find din kommune | Finn din kommune | Trouver ma mairie | Trova il tuo comune | Encuentra tu ayuntamiento | Znajdź swój urząd
planning_apps: Planning applications | Permits | Bauanträge | Omgevingsvergunning | Bygglov | Byggetilladelse | Byggesøknad | Permis de construire | Permesso di costruire | Licencias de obra | Pozwolenie na budowę
search_apps: Search planning applications | Search Permits | Bauanträge recherchieren | Vergunningaanvragen zoeken | Sök bygglovsärenden | Søg i byggesager | Søk i byggesaker | Rechercher une demande d'urbanisme | Ricerca pratiche edilizie | Consultar expedientes de licencias | Wyszukaj wnioski budowlane
view_comment: View and comment on planning applications | Look Up a Permit | Bauvorhaben einsehen | Ingediende aanvragen bekijken | Se pågående bygglovsärenden | Se verserende byggesager | Innsyn i byggesaker | Consulter les demandes en cours | Consultazione pratiche edilizie | Consulta de expedientes | Przeglądaj wnioski o pozwolenie
building_control: Building regulations | Building Inspections | Bauabnahme | Bouwtoezicht | Bygganmälan | Byggetilsyn | Tilsyn | Conformité des travaux | Agibilità | Inspección de obras | Nadzór budowlany
policy: Planning policy and local plan | Zoning & Comprehensive Plan | Bebauungspläne | Bestemmingsplannen | Detaljplaner | Lokalplaner | Reguleringsplaner | Plan local d'urbanisme (PLU) | Piano regolatore generale | Plan General de Ordenación | Miejscowe plany zagospodarowania
appeals: Planning appeals | Board of Zoning Appeals | Widerspruch gegen Baugenehmigungen | Bezwaar en beroep | Överklaga beslut | Klage over afgørelse | Klage på vedtak | Recours contre un permis | Ricorsi | Recursos administrativos | Odwołania
preapp: Pre-application advice | Pre-Application Meetings | Bauberatung | Vooroverleg | Förhandsbesked | Forhåndsdialog | Forhåndskonferanse | Certificat d'urbanisme | Parere preventivo | Consulta previa | Wypis i wyrys z planu
comment: Comment on a planning application | Submit a Public Comment | Stellungnahme abgeben | Zienswijze indienen | Lämna synpunkter på bygglov | Indsend bemærkninger | Send merknad til byggesak | Déposer une observation | Presentare osservazioni | Presentar alegaciones | Złóż uwagi do wniosku
weekly: Weekly lists of planning applications | Weekly Permit Reports | Wochenliste der Bauanträge | Weekoverzicht vergunningaanvragen | Veckolista bygglov | Ugeliste over byggesager | Ukeliste byggesaker | Liste hebdomadaire des demandes | Elenco settimanale delle pratiche | Relación semanal de licencias | Wykaz tygodniowy wniosków
dev_mgmt: Development management | Development Services | Bauordnungsamt | Vergunningverlening | Bygglovsavdelningen | Byggesagsbehandling | Byggesaksbehandling | Instruction des autorisations | Ufficio tecnico edilizia privata | Disciplina urbanística | Wydział Urbanistyki
register: Planning register | Permit Records | Bauaktenregister | Vergunningenregister | Diarium för bygglov | Byggesagsregister | Postjournal byggesak | Registre des autorisations d'urbanisme | Registro delle pratiche edilizie | Registro de expedientes urbanísticos | Rejestr wniosków o pozwolenie na budowę
search_register: Search the planning register | Search Permit Records | Bauaktenregister durchsuchen | Zoeken in het vergunningenregister | Sök i bygglovsdiariet | Søg i byggesagsregistret | Søk i byggesaksjournalen | Rechercher dans le registre | Cerca nel registro pratiche | Buscar en el registro | Szukaj w rejestrze wniosków
simple: Simple search | Basic Search | Einfache Suche | Eenvoudig zoeken | Enkel sökning | Enkel søgning | Enkelt søk | Recherche simple | Ricerca semplice | Búsqueda simple | Wyszukiwanie proste
advanced: Advanced search | Advanced Search | Erweiterte Suche | Uitgebreid zoeken | Avancerad sökning | Avanceret søgning | Avansert søk | Recherche avancée | Ricerca avanzata | Búsqueda avanzada | Wyszukiwanie zaawansowane
current: Current planning applications | Recently Issued Permits | Aktuelle Bauanträge | Actuele aanvragen | Aktuella bygglovsärenden | Aktuelle byggesager | Aktuelle byggesaker | Demandes en cours | Pratiche in corso | Solicitudes en trámite | Bieżące wnioski
refine: Search again | Modify Search | Neue Suche | Opnieuw zoeken | Ny sökning | Ny søgning | Nytt søk | Nouvelle recherche | Nuova ricerca | Nueva búsqueda | Nowe wyszukiwanie
terms_title: Terms and conditions of use | Terms of Use | Nutzungsbedingungen | Gebruiksvoorwaarden | Användarvillkor | Vilkår for brug | Vilkår for bruk | Conditions d'utilisation | Condizioni d'uso | Condiciones de uso | Regulamin korzystania
accept: I accept – continue | Accept and Continue | Akzeptieren und weiter | Akkoord en verder | Godkänn och fortsätt | Accepter og fortsæt | Godta og fortsett | J'accepte – continuer | Accetto – prosegui | Acepto – continuar | Akceptuję – dalej
decline: Decline | Decline | Ablehnen | Weigeren | Avböj | Afvis | Avvis | Refuser | Rifiuta | Rechazar | Odrzuć
planning_online: Planning applications online | Online Permitting | Bauanträge online | Omgevingsloket online | Bygglov – e-tjänst | Byggesager online | Byggesak på nett | Urbanisme en ligne | Pratiche edilizie online | Licencias en línea | Wnioski budowlane online
portal_title: Planning portal | Citizen Access Portal | Bauportal | Vergunningenloket | Bygglovsportalen | Byggesagsportalen | Byggesaksportalen | Portail de l'urbanisme | Portale dell'edilizia | Portal de licencias | Portal budowlany
welcome_register: Welcome to the planning register | Welcome to Permit Records | Willkommen im Bauaktenregister | Welkom bij het vergunningenregister | Välkommen till bygglovsdiariet | Velkommen til byggesagsregistret | Velkommen til byggesaksjournalen | Bienvenue dans le registre | Benvenuti nel registro | Bienvenido al registro | Witamy w rejestrze
results: Search results | Search Results | Suchergebnisse | Zoekresultaten | Sökresultat | Søgeresultater | Søkeresultat | Résultats de la recherche | Risultati della ricerca | Resultados de la búsqueda | Wyniki wyszukiwania
found: applications found | records found | Vorgänge gefunden | aanvragen gevonden | ärenden hittades | sager fundet | saker funnet | demandes trouvées | pratiche trovate | expedientes encontrados | znalezionych wniosków
detail: Application details | Record Details | Vorgangsdetails | Details aanvraag | Ärendeinformation | Sagsdetaljer | Saksdetaljer | Détail de la demande | Dettaglio pratica | Detalle del expediente | Szczegóły wniosku
documents: Documents | Documents | Dokumente | Documenten | Handlingar | Dokumenter | Dokumenter | Documents | Documenti | Documentos | Dokumenty
status: Status | Status | Status | Status | Status | Status | Status | État | Stato | Estado | Status
menu: Menu | Menu | Menü | Menu | Meny | Menu | Meny | Menu | Menu | Menú | Menu
f_ref: Application reference | Permit Number | Aktenzeichen | Zaaknummer | Diarienummer | Sagsnummer | Saksnummer | Numéro de dossier | Numero pratica | Número de expediente | Numer sprawy
f_addr: Site address | Address | Straße und Hausnummer | Adres | Fastighetsadress | Adresse | Adresse | Adresse du terrain | Indirizzo dell'intervento | Dirección de la obra | Adres inwestycji
f_applicant: Applicant name | Applicant | Antragsteller | Aanvrager | Sökande | Ansøger | Tiltakshaver | Demandeur | Richiedente | Solicitante | Inwestor
f_ward: Ward | District | Stadtbezirk | Wijk | Kommundel | Bydel | Bydel | Quartier | Quartiere | Distrito | Dzielnica
f_type: Application type | Permit Type | Verfahrensart | Soort aanvraag | Ärendetyp | Sagstype | Sakstype | Type de demande | Tipo di pratica | Tipo de licencia | Rodzaj wniosku
f_decision: Decision | Status | Entscheidung | Besluit | Beslut | Afgørelse | Vedtak | Décision | Esito | Resolución | Decyzja
f_recv_from: Date received from | Applied Date From | Eingangsdatum von | Ontvangen vanaf | Inkommet från | Modtaget fra | Mottatt fra | Déposée du | Presentata dal | Fecha de entrada desde | Data złożenia od
f_recv_to: Date received to | Applied Date To | Eingangsdatum bis | Ontvangen tot en met | Inkommet till | Modtaget til | Mottatt til | Déposée au | Presentata al | Fecha de entrada hasta | Data złożenia do
f_dec_from: Decision date from | Issued Date From | Entscheidungsdatum von | Besluitdatum vanaf | Beslutsdatum från | Afgjort fra | Vedtaksdato fra | Décidée du | Rilasciata dal | Fecha de resolución desde | Data decyzji od
f_dec_to: Decision date to | Issued Date To | Entscheidungsdatum bis | Besluitdatum tot en met | Beslutsdatum till | Afgjort til | Vedtaksdato til | Décidée au | Rilasciata al | Fecha de resolución hasta | Data decyzji do
f_keyword: Description of proposal | Project Description | Bauvorhaben | Omschrijving activiteit | Beskrivning av åtgärd | Projektbeskrivelse | Tiltak | Nature des travaux | Oggetto dell'intervento | Descripción de la obra | Opis inwestycji
f_postcode: Postcode | ZIP Code | PLZ | Postcode | Postnummer | Postnummer | Postnummer | Code postal | CAP | Código postal | Kod pocztowy
f_any: All | All | alle | Alle | Alla | Alle | Alle | Tous | Tutti | Todos | Wszystkie
f_reset: Clear | Reset | Zurücksetzen | Wissen | Rensa | Nulstil | Nullstill | Effacer | Azzera | Limpiar | Wyczyść
bin: Find your bin collection day | Find My Trash Day | Abfuhrkalender | Afvalkalender | Hämtningsdag för sopor | Tømmekalender | Tømmekalender | Jours de collecte | Calendario raccolta rifiuti | Calendario de recogida | Harmonogram odbioru odpadów
street: Street | Street Address | Straße | Straatnaam | Gatuadress | Vejnavn | Gateadresse | Rue | Via | Calle | Ulica
house_no: House number | House Number | Hausnummer | Huisnummer | Gatunummer | Husnummer | Husnummer | Numéro | Civico | Número | Numer domu
library_search: Search the library catalogue | Search the Catalog | Katalog durchsuchen | Zoeken in de catalogus | Sök i katalogen | Søg i kataloget | Søk i katalogen | Rechercher dans le catalogue | Cerca nel catalogo | Buscar en el catálogo | Szukaj w katalogu
title: Title | Title | Titel | Titel | Titel | Titel | Tittel | Titre | Titolo | Título | Tytuł
author: Author | Author | Verfasser | Auteur | Författare | Forfatter | Forfatter | Auteur | Autore | Autor | Autor
subject: Subject | Subject | Schlagwort | Onderwerp | Ämnesord | Emne | Emne | Sujet | Soggetto | Materia | Temat
permit_apply: Apply for a resident parking permit | Apply for a Parking Permit | Bewohnerparkausweis beantragen | Parkeervergunning aanvragen | Ansök om boendeparkering | Ansøg om beboerlicens | Søk om beboerparkering | Demander une carte de stationnement résident | Richiedi il permesso di sosta | Solicitar tarjeta de residente | Wniosek o abonament parkingowy
vehicle: Vehicle registration | License Plate | Kennzeichen | Kenteken | Registreringsnummer | Nummerplade | Registreringsnummer | Immatriculation | Targa | Matrícula | Numer rejestracyjny
zone_lookup: Which permit zone is my street in? | Find Your Permit Zone | Parkzone suchen | In welke parkeerzone woon ik? | Vilken zon bor jag i? | Find din parkeringszone | Finn din parkeringssone | Quelle zone pour ma rue ? | Trova la tua zona di sosta | Busca tu zona de aparcamiento | Znajdź strefę parkowania
tax_lookup: Find your council tax band | Property Tax Lookup | Grundsteuerbescheid abfragen | WOZ-waarde opzoeken | Sök taxeringsvärde | Find din ejendomsvurdering | Søk opp eiendomsskatt | Consulter la taxe foncière | Calcola l'IMU | Consultar el IBI | Sprawdź podatek od nieruchomości
jobs_search: Search current vacancies | Search Job Openings | Stellenangebote durchsuchen | Vacatures zoeken | Sök lediga jobb | Søg ledige stillinger | Søk ledige stillinger | Rechercher une offre d'emploi | Cerca bandi di concorso | Buscar ofertas de empleo | Szukaj ofert pracy
keyword: Keyword | Keyword | Suchbegriff | Trefwoord | Sökord | Søgeord | Søkeord | Mot-clé | Parola chiave | Palabra clave | Słowo kluczowe
department: Department | Department | Fachbereich | Afdeling | Förvaltning | Forvaltning | Enhet | Service | Settore | Área | Wydział
salary: Salary band | Salary Range | Entgeltgruppe | Salarisschaal | Lön | Løntrin | Lønnstrinn | Grade | Categoria | Grupo profesional | Wynagrodzenie
cadastre_search: Search the land register map | Parcel Lookup (GIS) | Flurstücksuche | Kadastrale percelen zoeken | Sök fastighet | Søg matrikel | Søk i eiendomskart | Recherche cadastrale | Ricerca catastale | Consulta catastral | Wyszukiwanie działek
parcel: Title number | Parcel Number (APN) | Flurstücksnummer | Perceelnummer | Fastighetsbeteckning | Matrikelnummer | Gårds- og bruksnummer | Numéro de parcelle | Foglio e particella | Referencia catastral | Numer działki
municipality: Local authority | County | Gemarkung | Kadastrale gemeente | Kommun | Ejerlav | Kommune | Commune | Comune | Municipio | Obręb
meetings_search: Search meetings and documents | Search Agendas | Sitzungen durchsuchen | Vergaderstukken zoeken | Sök protokoll | Søg i dagsordener | Søk i møtedokumenter | Rechercher une délibération | Cerca delibere | Buscar actas | Szukaj uchwał
date: Date | Date | Datum | Datum | Datum | Dato | Dato | Date | Data | Fecha | Data
problem_type: Type of problem | Request Type | Art des Mangels | Soort melding | Typ av fel | Type | Type feil | Type de problème | Tipo di segnalazione | Tipo de incidencia | Rodzaj zgłoszenia
location: Location | Location | Ort | Locatie | Plats | Sted | Sted | Lieu | Luogo | Ubicación | Lokalizacja
description: Description | Description | Beschreibung | Omschrijving | Beskrivning | Beskrivelse | Beskrivelse | Description | Descrizione | Descripción | Opis
amount: Amount | Amount | Betrag | Bedrag | Belopp | Beløb | Beløp | Montant | Importo | Importe | Kwota
payref: Payment reference | Account Number | Kassenzeichen | Betalingskenmerk | OCR-nummer | Betalingsreference | KID-nummer | Référence de paiement | Codice avviso | Referencia de pago | Numer referencyjny
card: Card number | Card Number | Kartennummer | Kaartnummer | Kortnummer | Kortnummer | Kortnummer | Numéro de carte | Numero carta | Número de tarjeta | Numer karty
services: Services | Services | Leistungen | Diensten | Tjänster | Ydelser | Tjenester | Services | Servizi | Servicios | Usługi
projects: Projects | Projects | Projekte | Projecten | Projekt | Projekter | Prosjekter | Réalisations | Progetti | Proyectos | Realizacje
team: Our team | Our Team | Team | Ons team | Medarbetare | Medarbejdere | Ansatte | L'équipe | Lo studio | Equipo | Zespół
forum: Forum | Forum | Forum | Forum | Forum | Forum | Forum | Forum | Forum | Foro | Forum
guidance: Guidance | Guidance | Leitfäden | Handreikingen | Vägledning | Vejledning | Veiledere | Guides | Guide | Guías | Poradniki
legislation: Legislation | Codes & Ordinances | Gesetze und Verordnungen | Wet- en regelgeving | Lagar och förordningar | Love og regler | Lover og forskrifter | Textes de loi | Normativa | Normativa | Przepisy
"""

WORDS: dict[str, tuple[str, ...]] = {}
for _line in _TABLE.strip().splitlines():
    _key, _, _rest = _line.partition(": ")
    _cells = tuple(c.strip() for c in _rest.split(" | "))
    assert len(_cells) == len(CODES), _key
    WORDS[_key] = _cells

#: Longer texts, one per locale.
TEXTS: dict[str, dict[str, str]] = {
    "planning": {
        "en": "Most building work, extensions and changes of use need planning permission. We decide around "
        "2,000 applications a year and publish every application received, with its plans and the decision notice.",
        "us": "Most construction, remodeling and demolition projects require a permit. The division reviews plans "
        "for compliance with the zoning code and the adopted building codes and issues permits and inspections.",
        "de": "Für die Errichtung, Änderung und den Abriss baulicher Anlagen ist in der Regel eine Baugenehmigung "
        "erforderlich. Die Bauaufsicht prüft Bauanträge nach der Landesbauordnung und dem Bebauungsplan.",
        "nl": "Voor bouwen, verbouwen of slopen heeft u vaak een omgevingsvergunning nodig. De gemeente maakt "
        "ingediende aanvragen en verleende vergunningen bekend in het Gemeenteblad.",
        "sv": "För att bygga nytt, bygga till eller ändra användningen av en byggnad behöver du oftast bygglov. "
        "Byggnadsnämnden prövar ansökan mot detaljplanen och plan- och bygglagen.",
        "da": "Du skal som regel søge byggetilladelse, før du bygger nyt, bygger til eller ændrer anvendelsen af "
        "en bygning. Kommunen behandler ansøgningen efter bygningsreglementet og lokalplanen.",
        "nb": "De fleste byggetiltak krever at du søker kommunen om tillatelse. Byggesaksavdelingen behandler "
        "søknaden etter plan- og bygningsloven og gjeldende reguleringsplan.",
        "fr": "Les travaux de construction, d'extension ou de changement de destination nécessitent un permis de "
        "construire ou une déclaration préalable. Le service de l'urbanisme instruit les demandes selon le PLU.",
        "it": "Gli interventi di nuova costruzione e ristrutturazione richiedono un titolo abilitativo. Lo "
        "sportello unico per l'edilizia istruisce le pratiche nel rispetto del piano regolatore.",
        "es": "Las obras de nueva planta, ampliación o reforma requieren licencia urbanística. El servicio de "
        "licencias tramita los expedientes conforme al Plan General de Ordenación Urbana.",
        "pl": "Budowa, rozbudowa i zmiana sposobu użytkowania obiektu wymagają pozwolenia na budowę lub "
        "zgłoszenia. Wydział Architektury rozpatruje wnioski zgodnie z miejscowym planem.",
    },
    "council": {
        "en": "The council provides services to around 120,000 residents. Find out about bins, council tax, "
        "schools, libraries and local democracy.",
        "us": "Welcome to the official website of the City. Find information about city services, departments, "
        "public meetings and upcoming events.",
        "de": "Herzlich willkommen auf der Internetseite unserer Stadt. Hier finden Sie Informationen zu "
        "Bürgerservice, Rathaus, Veranstaltungen und Wirtschaft.",
        "nl": "Welkom op de website van de gemeente. Hier vindt u informatie over producten en diensten, "
        "afval, parkeren en het gemeentebestuur.",
        "sv": "Välkommen till kommunens webbplats. Här hittar du information om förskola och skola, omsorg, "
        "avfall, trafik och kommunens politiska organisation.",
        "da": "Velkommen til kommunens hjemmeside. Her finder du information om affald, skole, ældrepleje, "
        "byggeri og kommunens politiske udvalg.",
        "nb": "Velkommen til kommunens nettsider. Her finner du informasjon om barnehage, skole, helse, "
        "renovasjon og politiske møter.",
        "fr": "Bienvenue sur le site officiel de la ville. Retrouvez toutes les informations sur vos démarches, "
        "la vie municipale, les écoles et les événements.",
        "it": "Benvenuti sul sito istituzionale del Comune. Qui trovate informazioni su servizi, uffici, "
        "tributi, scuole ed eventi in città.",
        "es": "Bienvenido a la web municipal. Aquí encontrará información sobre trámites, servicios, "
        "impuestos municipales, agenda cultural y el Ayuntamiento.",
        "pl": "Witamy na stronie urzędu. Znajdziesz tu informacje o sprawach do załatwienia w urzędzie, "
        "podatkach lokalnych, odpadach, edukacji i wydarzeniach.",
    },
    "terms": {
        "en": "Plans and documents shown on this site are protected by copyright and may only be viewed for the "
        "purpose of commenting on an application. Personal data has been removed.",
        "us": "Records are provided for public information only. The City makes no warranty as to the accuracy "
        "of the data. By continuing you agree to these terms.",
        "de": "Die veröffentlichten Pläne sind urheberrechtlich geschützt und dürfen nur zur Einsichtnahme "
        "genutzt werden. Personenbezogene Daten wurden entfernt.",
        "nl": "De getoonde tekeningen zijn auteursrechtelijk beschermd en alleen bedoeld voor inzage. "
        "Persoonsgegevens zijn verwijderd.",
        "sv": "Ritningar och handlingar är skyddade enligt upphovsrättslagen och får endast användas för "
        "insyn i ärendet. Personuppgifter behandlas enligt GDPR.",
        "da": "Tegninger og dokumenter er ophavsretligt beskyttede og må kun bruges til at se sagen. "
        "Personoplysninger er fjernet.",
        "nb": "Tegninger og dokumenter er beskyttet av opphavsrett og kan kun brukes til innsyn i saken. "
        "Personopplysninger er fjernet.",
        "fr": "Les plans consultables sont protégés par le droit d'auteur et ne peuvent être utilisés qu'à "
        "des fins de consultation. Les données personnelles ont été retirées.",
        "it": "Gli elaborati pubblicati sono protetti dal diritto d'autore e consultabili solo per finalità di "
        "trasparenza. I dati personali sono stati oscurati.",
        "es": "Los planos publicados están protegidos por derechos de autor y sólo pueden consultarse. "
        "Los datos personales han sido anonimizados.",
        "pl": "Udostępnione rysunki są chronione prawem autorskim i mogą być wykorzystane wyłącznie do wglądu. "
        "Dane osobowe zostały usunięte.",
    },
    "js_note": {
        "en": "The simple search requires JavaScript. Please use the advanced search instead.",
        "us": "Basic Search requires JavaScript to be enabled. Please use Advanced Search.",
        "de": "Die einfache Suche benötigt JavaScript. Bitte nutzen Sie die erweiterte Suche.",
        "nl": "Eenvoudig zoeken werkt alleen met JavaScript. Gebruik uitgebreid zoeken.",
        "sv": "Den enkla sökningen kräver JavaScript. Använd den avancerade sökningen.",
        "da": "Den enkle søgning kræver JavaScript. Brug den avancerede søgning.",
        "nb": "Enkelt søk krever JavaScript. Bruk avansert søk.",
        "fr": "La recherche simple nécessite JavaScript. Utilisez la recherche avancée.",
        "it": "La ricerca semplice richiede JavaScript. Utilizzare la ricerca avanzata.",
        "es": "La búsqueda simple requiere JavaScript. Utilice la búsqueda avanzada.",
        "pl": "Wyszukiwanie proste wymaga JavaScript. Skorzystaj z wyszukiwania zaawansowanego.",
    },
    "not_online": {
        "en": "Planning applications cannot be searched online. We publish a weekly list of applications "
        "received and decided as a PDF; plans can be viewed at the council offices.",
        "us": "Permit records are not available online. A weekly report of permits issued is posted as a PDF.",
        "de": "Bauanträge können nicht online recherchiert werden. Die Wochenliste erscheint als PDF; "
        "Einsicht in die Bauakten nach Terminvereinbarung.",
        "nl": "Aanvragen zijn niet online te doorzoeken. Het weekoverzicht verschijnt als PDF.",
        "sv": "Bygglovsärenden går inte att söka på webben. Veckolistan publiceras som PDF.",
        "da": "Byggesager kan ikke søges online. Ugelisten offentliggøres som PDF.",
        "nb": "Byggesaker kan ikke søkes på nett. Ukelisten publiseres som PDF.",
        "fr": "Les demandes ne sont pas consultables en ligne. La liste hebdomadaire est publiée en PDF.",
        "it": "Le pratiche non sono consultabili online. L'elenco settimanale è pubblicato in PDF.",
        "es": "Los expedientes no pueden consultarse en línea. La relación semanal se publica en PDF.",
        "pl": "Wniosków nie można wyszukiwać online. Wykaz tygodniowy publikujemy w formacie PDF.",
    },
    "filler": {
        "en": "Opening hours, contact details and the latest updates are listed below.",
        "us": "Office hours are Monday through Friday, 8 a.m. to 5 p.m.",
        "de": "Öffnungszeiten und Ansprechpartner finden Sie unten.",
        "nl": "Openingstijden en contactgegevens vindt u hieronder.",
        "sv": "Öppettider och kontaktuppgifter hittar du nedan.",
        "da": "Åbningstider og kontaktoplysninger finder du herunder.",
        "nb": "Åpningstider og kontaktinformasjon finner du nedenfor.",
        "fr": "Horaires d'ouverture et coordonnées ci-dessous.",
        "it": "Orari di apertura e recapiti sono indicati di seguito.",
        "es": "Horario de atención y datos de contacto a continuación.",
        "pl": "Godziny otwarcia i dane kontaktowe znajdują się poniżej.",
    },
}

#: Lists per locale: application types, decisions, wards/districts, streets, towns (for councils and host names).
LISTS: dict[str, dict[str, list[str]]] = {
    "en": {
        "types": [
            "Full planning permission",
            "Householder",
            "Listed building consent",
            "Advertisement consent",
            "Outline",
            "Prior approval",
            "Tree works (TPO)",
        ],
        "decisions": ["Granted", "Refused", "Withdrawn", "Pending consideration"],
        "wards": ["Abbey", "Castle", "Riverside", "St Mary's", "Northgate", "Westfield"],
        "streets": ["High Street", "Church Lane", "Station Road", "Mill Road", "Victoria Street", "Queen's Avenue"],
        "towns": [
            "Ashford",
            "Barnsley",
            "Carlisle",
            "Dundee",
            "Exeter",
            "Falkirk",
            "Gloucester",
            "Harrogate",
            "Ipswich",
            "Kettering",
            "Lancaster",
            "Maidstone",
            "Newport",
            "Oldham",
            "Preston",
            "Reading",
            "Swindon",
            "Taunton",
            "Wakefield",
            "Worcester",
            "Galway",
            "Limerick",
        ],
        "regions": ["England", "Scotland and Wales", "Ireland"],
    },
    "us": {
        "types": [
            "Building - Residential",
            "Building - Commercial",
            "Demolition",
            "Electrical",
            "Sign Permit",
            "Zoning Variance",
            "Site Plan Review",
        ],
        "decisions": ["Issued", "Denied", "Withdrawn", "In Review"],
        "wards": ["District 1", "District 2", "Downtown", "Eastside", "Northwest", "South End"],
        "streets": ["Main St", "Oak Ave", "Elm St", "Washington Blvd", "Maple Dr", "2nd Street"],
        "towns": [
            "Springfield",
            "Fairview",
            "Georgetown",
            "Madison",
            "Clinton",
            "Salem",
            "Franklin",
            "Greenville",
            "Bristol",
            "Auburn",
            "Dayton",
            "Lexington",
            "Milford",
            "Riverside",
            "Ashland",
            "Burlington",
            "Oxford",
            "Columbia",
        ],
        "regions": ["Northeast", "Midwest", "South and West"],
    },
    "de": {
        "types": [
            "Baugenehmigungsverfahren",
            "Vereinfachtes Verfahren",
            "Vorbescheid",
            "Abbruch",
            "Nutzungsänderung",
            "Werbeanlage",
            "Befreiung vom Bebauungsplan",
        ],
        "decisions": ["Genehmigt", "Abgelehnt", "Zurückgenommen", "In Bearbeitung"],
        "wards": ["Altstadt", "Nordstadt", "Südstadt", "Weststadt", "Oststadt", "Hafen"],
        "streets": ["Hauptstraße", "Bahnhofstraße", "Kirchgasse", "Schulstraße", "Gartenweg", "Mühlenstraße"],
        "towns": [
            "Würzburg",
            "Lüneburg",
            "Göttingen",
            "Fürth",
            "Tübingen",
            "Bamberg",
            "Detmold",
            "Gießen",
            "Konstanz",
            "Lörrach",
            "Passau",
            "Rosenheim",
            "Görlitz",
            "Wolfsburg",
            "Villach",
            "Wels",
            "Dornbirn",
            "Köthen",
        ],
        "regions": ["Bayern und Baden-Württemberg", "Nord- und Ostdeutschland", "Österreich"],
    },
    "nl": {
        "types": [
            "Omgevingsvergunning bouwen",
            "Kappen",
            "Slopen",
            "Reclame",
            "Afwijken bestemmingsplan",
            "Uitweg/inrit",
            "Monument",
        ],
        "decisions": ["Verleend", "Geweigerd", "Ingetrokken", "In behandeling"],
        "wards": ["Centrum", "Noord", "Oost", "Zuid", "West", "Buitengebied"],
        "streets": ["Dorpsstraat", "Kerkstraat", "Molenweg", "Stationsplein", "Schoolstraat", "Julianalaan"],
        "towns": [
            "Zwolle",
            "Deventer",
            "Amersfoort",
            "Leeuwarden",
            "Roermond",
            "Gouda",
            "Haarlem",
            "Tilburg",
            "Venlo",
            "Hengelo",
            "Alkmaar",
            "Assen",
            "Brugge",
            "Leuven",
            "Mechelen",
            "Hasselt",
        ],
        "regions": ["Noord-Nederland", "Zuid-Nederland", "Vlaanderen"],
    },
    "sv": {
        "types": [
            "Bygglov nybyggnad",
            "Tillbyggnad",
            "Rivningslov",
            "Marklov",
            "Förhandsbesked",
            "Skyltlov",
            "Anmälan",
        ],
        "decisions": ["Beviljat", "Avslag", "Återkallat", "Under handläggning"],
        "wards": ["Centrum", "Norr", "Söder", "Väster", "Öster", "Landsbygd"],
        "streets": ["Storgatan", "Kyrkogatan", "Drottninggatan", "Järnvägsgatan", "Skolgatan", "Ängsvägen"],
        "towns": [
            "Västerås",
            "Örebro",
            "Linköping",
            "Jönköping",
            "Norrköping",
            "Umeå",
            "Gävle",
            "Borås",
            "Eskilstuna",
            "Södertälje",
            "Växjö",
            "Luleå",
            "Östersund",
            "Karlstad",
            "Skövde",
            "Sundsvall",
        ],
        "regions": ["Norrland", "Svealand", "Götaland"],
    },
    "da": {
        "types": [
            "Byggetilladelse",
            "Tilbygning",
            "Nedrivning",
            "Dispensation",
            "Landzonetilladelse",
            "Skiltning",
            "Anmeldelse",
        ],
        "decisions": ["Meddelt", "Afslag", "Tilbagetrukket", "Under behandling"],
        "wards": ["Midtby", "Nord", "Syd", "Øst", "Vest", "Land"],
        "streets": ["Søndergade", "Nørregade", "Kirkevej", "Stationsvej", "Skolevej", "Strandvejen"],
        "towns": [
            "Århus",
            "Odense",
            "Aalborg",
            "Esbjerg",
            "Randers",
            "Kolding",
            "Horsens",
            "Vejle",
            "Roskilde",
            "Herning",
            "Næstved",
            "Silkeborg",
            "Fredericia",
            "Køge",
            "Holbæk",
            "Svendborg",
        ],
        "regions": ["Jylland", "Fyn", "Sjælland"],
    },
    "nb": {
        "types": [
            "Rammetillatelse",
            "Ett-trinns søknad",
            "Tilbygg",
            "Riving",
            "Dispensasjon",
            "Bruksendring",
            "Deling av eiendom",
        ],
        "decisions": ["Innvilget", "Avslått", "Trukket", "Under behandling"],
        "wards": ["Sentrum", "Nord", "Sør", "Øst", "Vest", "Fjellet"],
        "streets": ["Storgata", "Kirkegata", "Strandveien", "Skolegata", "Jernbanegata", "Bakkeveien"],
        "towns": [
            "Bærum",
            "Drammen",
            "Tønsberg",
            "Hamar",
            "Lillehammer",
            "Ålesund",
            "Bodø",
            "Tromsø",
            "Haugesund",
            "Sandnes",
            "Moss",
            "Gjøvik",
            "Molde",
            "Harstad",
            "Kongsberg",
            "Halden",
        ],
        "regions": ["Østlandet", "Vestlandet", "Nord-Norge"],
    },
    "fr": {
        "types": [
            "Permis de construire",
            "Déclaration préalable",
            "Permis de démolir",
            "Permis d'aménager",
            "Certificat d'urbanisme",
            "Enseigne",
            "Permis modificatif",
        ],
        "decisions": ["Accordé", "Refusé", "Retiré", "En cours d'instruction"],
        "wards": ["Centre-ville", "Nord", "Sud", "Gare", "Les Prés", "Saint-Martin"],
        "streets": [
            "rue de la République",
            "avenue Jean Jaurès",
            "rue Victor Hugo",
            "place de l'Église",
            "chemin des Vignes",
            "boulevard Pasteur",
        ],
        "towns": [
            "Angoulême",
            "Besançon",
            "Béziers",
            "Chambéry",
            "Colmar",
            "Évreux",
            "Laval",
            "Montélimar",
            "Niort",
            "Périgueux",
            "Quimper",
            "Saint-Étienne",
            "Valence",
            "Vannes",
            "Namur",
            "Liège",
        ],
        "regions": ["Nord et Est", "Ouest", "Sud"],
    },
    "it": {
        "types": [
            "Permesso di costruire",
            "SCIA",
            "CILA",
            "Sanatoria",
            "Autorizzazione paesaggistica",
            "Demolizione",
            "Cambio di destinazione d'uso",
        ],
        "decisions": ["Rilasciato", "Diniego", "Archiviata", "In istruttoria"],
        "wards": ["Centro storico", "Borgo", "Marina", "San Rocco", "Collina", "Zona industriale"],
        "streets": [
            "Via Roma",
            "Via Garibaldi",
            "Corso Vittorio Emanuele",
            "Via Mazzini",
            "Piazza del Duomo",
            "Via dei Mille",
        ],
        "towns": [
            "Forlì",
            "Cantù",
            "Cesena",
            "Lecco",
            "Pistoia",
            "Rovigo",
            "Savona",
            "Treviso",
            "Udine",
            "Vercelli",
            "Viterbo",
            "Macerata",
            "Lucca",
            "Brindisi",
            "Cuneo",
            "Paternò",
        ],
        "regions": ["Nord", "Centro", "Sud e isole"],
    },
    "es": {
        "types": [
            "Licencia de obra mayor",
            "Licencia de obra menor",
            "Declaración responsable",
            "Licencia de primera ocupación",
            "Demolición",
            "Cambio de uso",
            "Licencia de actividad",
        ],
        "decisions": ["Concedida", "Denegada", "Desistida", "En tramitación"],
        "wards": ["Centro", "Ensanche", "Casco Antiguo", "El Puerto", "San Antonio", "Las Lomas"],
        "streets": [
            "Calle Mayor",
            "Avenida de la Constitución",
            "Calle Real",
            "Plaza de España",
            "Calle San Juan",
            "Paseo Marítimo",
        ],
        "towns": [
            "Alcalá de Henares",
            "Cáceres",
            "Logroño",
            "Cádiz",
            "Jaén",
            "León",
            "Móstoles",
            "Getafe",
            "Ourense",
            "Ávila",
            "Segovia",
            "Elche",
            "Marbella",
            "Gijón",
            "Lleida",
            "Torrejón",
        ],
        "regions": ["Norte", "Centro", "Sur y Levante"],
    },
    "pl": {
        "types": [
            "Pozwolenie na budowę",
            "Zgłoszenie robót",
            "Rozbiórka",
            "Zmiana sposobu użytkowania",
            "Warunki zabudowy",
            "Pozwolenie na użytkowanie",
            "Przebudowa",
        ],
        "decisions": ["Wydano", "Odmowa", "Umorzono", "W toku"],
        "wards": ["Śródmieście", "Stare Miasto", "Zatorze", "Osiedle Północ", "Piaski", "Podgórze"],
        "streets": [
            "ul. Mickiewicza",
            "ul. Kościuszki",
            "ul. Słowackiego",
            "ul. Długa",
            "al. Wojska Polskiego",
            "ul. Ogrodowa",
        ],
        "towns": [
            "Łódź",
            "Toruń",
            "Kielce",
            "Rzeszów",
            "Gdańsk",
            "Bielsko-Biała",
            "Częstochowa",
            "Płock",
            "Zielona Góra",
            "Opole",
            "Gorzów",
            "Tarnów",
            "Koszalin",
            "Legnica",
            "Elbląg",
            "Siedlce",
        ],
        "regions": ["Polska północna", "Polska centralna", "Polska południowa"],
    },
}

#: How a council of each locale names itself, and its host names ({t}: the town's ASCII slug).
COUNCIL_NAME = {
    "en": ["{town} City Council", "{town} Borough Council", "{town} District Council"],
    "us": ["City of {town}", "{town} Township", "Town of {town}"],
    "de": ["Stadt {town}", "Gemeinde {town}", "Stadtverwaltung {town}"],
    "nl": ["Gemeente {town}", "Stad {town}"],
    "sv": ["{town} kommun", "{town} stad"],
    "da": ["{town} Kommune"],
    "nb": ["{town} kommune"],
    "fr": ["Ville de {town}", "Mairie de {town}", "Commune de {town}"],
    "it": ["Comune di {town}", "Città di {town}"],
    "es": ["Ayuntamiento de {town}", "Concello de {town}"],
    "pl": ["Urząd Miasta {town}", "Gmina {town}"],
}
COUNCIL_HOSTS = {
    "en": ["www.{t}.gov.uk", "www.{t}-bc.gov.uk", "www.{t}council.gov.uk", "www.{t}coco.ie"],
    "us": ["www.cityof{t}.org", "www.{t}.gov", "www.{t}township.us", "www.ci.{t}.ca.us"],
    "de": ["www.{t}.de", "www.stadt-{t}.de", "www.gemeinde-{t}.at"],
    "nl": ["www.{t}.nl", "www.gemeente{t}.nl", "www.{t}.be"],
    "sv": ["www.{t}.se", "{t}.se"],
    "da": ["www.{t}.dk", "{t}.dk"],
    "nb": ["www.{t}.kommune.no"],
    "fr": ["www.ville-{t}.fr", "www.mairie-{t}.fr", "www.{t}.fr"],
    "it": ["www.comune.{t}.it", "comune.{t}.it"],
    "es": ["www.ayto-{t}.es", "www.{t}.es", "sede.{t}.es"],
    "pl": ["www.um.{t}.pl", "bip.{t}.pl", "www.{t}.eu"],
}
TLD = {
    "en": "co.uk",
    "us": "com",
    "de": "de",
    "nl": "nl",
    "sv": "se",
    "da": "dk",
    "nb": "no",
    "fr": "fr",
    "it": "it",
    "es": "es",
    "pl": "pl",
}

_ASCII = str.maketrans(
    {
        "ä": "ae",
        "ö": "oe",
        "ü": "ue",
        "ß": "ss",
        "å": "a",
        "ø": "o",
        "æ": "ae",
        "é": "e",
        "è": "e",
        "ê": "e",
        "à": "a",
        "á": "a",
        "í": "i",
        "ó": "o",
        "ú": "u",
        "ñ": "n",
        "ç": "c",
        "ł": "l",
        "ś": "s",
        "ż": "z",
        "ź": "z",
        "ć": "c",
        "ń": "n",
        "ą": "a",
        "ę": "e",
        "ù": "u",
        "ô": "o",
        "î": "i",
        "'": "",
        "ò": "o",
        "ì": "i",
        "ð": "d",
        "ý": "y",
    }
)
_NORDIC = str.maketrans({"ä": "a", "ö": "o", "ü": "u"})


def w(key: str, code: str) -> str:
    """The word for ``key`` in locale ``code``."""
    return WORDS[key][CODES.index(code)]


def slug(text: str, sep: str = "-", code: str = "de") -> str:
    """ASCII slug of a name or title (transliterated as in ``code``'s host names, lower case)."""
    text = text.lower()
    if code != "de":
        text = text.translate(_NORDIC)
    text = text.translate(_ASCII)
    out = "".join(c if c.isascii() and c.isalnum() else " " for c in text)
    return sep.join(out.split())


#: What a site of each decoy or neighbour type calls itself after its brand name, per locale.
_KIND_TABLE = """
consultancy: Planning Consultants | Land Use Consulting | Planungsbüro | Ruimtelijk Advies | Plankonsult | Planrådgivning | Plan og Arkitektur | Urbanisme Conseil | Studio Tecnico | Consultoría Urbanística | Pracownia Urbanistyczna
architect: Architects | Architecture Studio | Architekten | Architecten | Arkitekter | Arkitekter | Arkitekter | Architectes | Architetti Associati | Arquitectos | Pracownia Architektoniczna
planning_news: Planning News | Planning Today | Baurecht aktuell | Ruimte Nieuws | Samhällsbyggaren | Byggeri & Plan | Byggeindustrien nytt | Urbanisme Actu | Edilizia Oggi | Urbanismo Hoy | Architektura i Budownictwo Dziś
policy: Planning Guidance | Zoning Guide | Bauordnung erklärt | Omgevingswet Info | Plan- och bygglagen guiden | Planloven forklaret | Plan- og bygningsloven | Code de l'urbanisme expliqué | Guida al Testo Unico Edilizia | Guía de la Ley del Suelo | Prawo budowlane w praktyce
forum: Building Forum | Home Improvement Forum | Bauforum | Verbouwforum | Byggforum | Byggeforum | Byggeforum | Forum Construction | Forum Edilizia | Foro de Reformas | Forum Budowlane
appeals_info: Appeals Service | Zoning Appeals Info | Widerspruch Bau | Bezwaarloket | Överklagandeguiden | Klageguiden Byg | Klageveilederen | Recours Urbanisme | Ricorsi Edilizia | Recursos Urbanísticos | Odwołania Budowlane
objectors: Residents' Association | Neighborhood Association | Bürgerinitiative | Bewonerscomité | Byalag | Beboerforening | Velforening | Collectif de riverains | Comitato Cittadini | Asociación Vecinal | Stowarzyszenie Mieszkańców
library: Library | Public Library | Stadtbibliothek | Bibliotheek | Stadsbibliotek | Bibliotek | Folkebibliotek | Médiathèque | Biblioteca Civica | Biblioteca Municipal | Biblioteka Publiczna
cadastre: Land Registry | County GIS | Geoportal | Kadaster | Lantmäteriet Kartsök | Matrikelkort | Eiendomsregister | Cadastre | Catasto | Sede Catastro | Geoportal Działki
"""
for _line in _KIND_TABLE.strip().splitlines():
    _key, _, _rest = _line.partition(": ")
    WORDS["k_" + _key] = tuple(c.strip() for c in _rest.split(" | "))
