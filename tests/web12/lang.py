"""Family L's twelve languages: navigation words, record types, field labels, names and places, charsets.

Each language is a block of ``key=value`` lines; list values are separated by ``|``. The keys:

* interface words (``home``, ``about``, ``sitemap``, ``found`` with ``{n}``…);
* topic words (``genealogy``, ``t_*``: databases, indexes, archive catalogue, transcription projects…);
* twelve record types (``r_*``), fifteen search-field labels (``f_*``), the neighbours' field labels (``n_*``);
* names of the kinds of decoys (``dk_*``), neighbours (``nk_*``) and off-topic categories (``c_*``);
* lists: ``surnames``, ``given``, ``places``, ``counties``, ``orgs`` (organisation names with ``{p}`` place and
  ``{c}`` county), ``acr`` (database brands), ``hostw`` (ASCII words for host names), ``tld``, ``charsets``, ``abc``.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

RECORDS = ("r_birth", "r_bapt", "r_marr", "r_death", "r_burial", "r_census", "r_parish", "r_emig", "r_mil", "r_nat",
           "r_grave", "r_other")  # fmt: skip
FIELDS = ("f_surname", "f_given", "f_yfrom", "f_yto", "f_year", "f_place", "f_parish", "f_county", "f_type",
          "f_father", "f_mother", "f_spouse", "f_age", "f_name", "f_sex")  # fmt: skip
CATEGORIES = ("c_shop", "c_news", "c_travel", "c_sport", "c_recipes", "c_music", "c_cars", "c_property", "c_games",
              "c_weather")  # fmt: skip

_DE = """
home=Startseite|about=Über uns|news=Aktuelles|contact=Kontakt|links=Links|privacy=Datenschutz|access=Barrierefreiheit
login=Anmelden|user=Benutzername|password=Passwort|newsletter=Newsletter|email=E-Mail|name=Name|message=Nachricht
send=Absenden|sitemap=Sitemap|help=Hilfe|search=Suche|next=Weiter|prev=Zurück|print=Drucken|events=Veranstaltungen
shop=Shop|members=Mitgliederbereich|forum=Forum|photos=Fotos|faq=Häufige Fragen|results=Ergebnisse
back=Zurück zur Suche|any=alle|more=Weiterlesen|hours=Öffnungszeiten|cart=In den Warenkorb|qty=Menge|price=Preis
projects=Projekte|volunteers=Mitmachen|research=Forschen|start=Wo fange ich an?|found={n} Treffer|page=Seite
genealogy=Familienforschung|t_records=Personensuche|t_db=Datenbanken|t_coll=Bestände|t_indexes=Register A–Z
t_catalogue=Archivkatalog|t_fonds=Bestand|t_series=Serie|t_file=Akte|t_online=Online-Register
t_project=Erfassungsprojekt|t_join=Machen Sie mit|t_searchtr=In den erfassten Daten suchen
t_hosted=Unsere Datenbanken werden betreut von|t_soon=Demnächst online|t_browse=Blättern
t_scans=Digitalisierte Kirchenbücher|t_dna=DNA-Test
t_intro=Durchsuchen Sie Kirchenbücher, Standesamtsregister, Volkszählungen und Auswandererlisten nach Ihren Vorfahren.
t_about=Wir sammeln, erschließen und veröffentlichen genealogische Quellen unserer Region.
t_q1=Was suchen Sie?|t_q2=Aus welcher Zeit?|t_reco=Unsere Empfehlung
t_offline=Diese Datenbank ist nur im Lesesaal zugänglich.|t_map=Unsere Sammlungen
r_birth=Geburten|r_bapt=Taufen|r_marr=Heiraten|r_death=Sterbefälle|r_burial=Beerdigungen|r_census=Volkszählungen
r_parish=Kirchenbücher|r_emig=Auswandererlisten|r_mil=Verlustlisten|r_nat=Einbürgerungen|r_grave=Grabsteine
r_other=Standesamtsregister
f_surname=Nachname|f_given=Vorname|f_yfrom=Jahr von|f_yto=Jahr bis|f_year=Jahr|f_place=Ort|f_parish=Kirchspiel
f_county=Kreis|f_type=Quellenart|f_father=Name des Vaters|f_mother=Name der Mutter|f_spouse=Ehepartner|f_age=Alter
f_name=Name|f_sex=Geschlecht
n_title=Titel|n_author=Verfasser|n_object=Objektbezeichnung|n_artist=Künstler|n_keyword=Stichwort|n_date=Datum
n_paper=Zeitung|n_placename=Ortsname|n_mapsheet=Kartenblatt|n_vessel=Schiffsname|n_shiptype=Schiffstyp
n_municipality=Gemeinde
nk_lib=Bibliothekskatalog|nk_museum=Sammlung online|nk_news=Zeitungsarchiv|nk_maps=Historische Karten
nk_gaz=Ortsnamenverzeichnis|nk_ships=Schiffsregister
dk_blog=Ahnenblog|dk_society=Genealogischer Verein|dk_dnashop=DNA-Ahnenshop|dk_forum=Ahnenforum|dk_photos=Fotoarchiv
dk_scans=Kirchenbuch-Digitalisate|dk_soon=Kreisarchiv|dk_cemetery=Friedhofsverwaltung
c_shop=Einkaufen|c_news=Nachrichten|c_travel=Reisen|c_sport=Sport|c_recipes=Rezepte|c_music=Musik|c_cars=Autos
c_property=Immobilien|c_games=Spiele|c_weather=Wetter
surnames=Müller|Schmidt|Schneider|Fischer|Weber|Meyer|Wagner|Becker|Schulz|Hoffmann
given=Johann|Maria|Anna|Friedrich|Elisabeth|Heinrich|Catharina|Georg
places=Hildesheim|Celle|Goslar|Lüneburg|Bad Harzburg|Wolfenbüttel|Uelzen|Einbeck
counties=Harz|Heide|Leinebergland|Weserbergland|Altmark|Eichsfeld
orgs=Landesarchiv {c}|Verein für Familienforschung {c}|Stadtarchiv {p}|Genealogische Gesellschaft {c}|Kirchenbuchamt {p}
acr=GEDBAS|DES|OFB|KBI|ALG
hostw=ahnen|familienforschung|genealogie|kirchenbuch|archiv|vorfahren|heimat|chronik
fill=Hier finden Sie aktuelle Angebote, Berichte und Tipps für jeden Tag.
abc=ABCDEFGHIJKLMNOPQRSTUVWZ|country=Deutschland|tld=de|de|at|charsets=utf-8|iso-8859-1
"""

_NL = """
home=Home|about=Over ons|news=Nieuws|contact=Contact|links=Links|privacy=Privacyverklaring|access=Toegankelijkheid
login=Inloggen|user=Gebruikersnaam|password=Wachtwoord|newsletter=Nieuwsbrief|email=E-mailadres|name=Naam
message=Bericht|send=Verzenden|sitemap=Sitemap|help=Help|search=Zoeken|next=Volgende|prev=Vorige|print=Afdrukken
events=Agenda|shop=Webwinkel|members=Ledenportaal|forum=Forum|photos=Beeldbank|faq=Veelgestelde vragen
results=Resultaten|back=Terug naar zoeken|any=alle|more=Lees verder|hours=Openingstijden|cart=In winkelwagen
qty=Aantal|price=Prijs|projects=Projecten|volunteers=Vrijwilligers|research=Onderzoek|start=Waar begin ik?
found={n} personen gevonden|page=Pagina
genealogy=Genealogie|t_records=Zoeken in personen|t_db=Databanken|t_coll=Collecties|t_indexes=Indexen A–Z
t_catalogue=Archievenoverzicht|t_fonds=Archief|t_series=Serie|t_file=Inventarisnummer|t_online=Online index
t_project=Invoerproject|t_join=Doe mee|t_searchtr=Zoek in de ingevoerde akten
t_hosted=Onze databanken worden gehost door|t_soon=Binnenkort online|t_browse=Bladeren
t_scans=Gedigitaliseerde DTB-boeken|t_dna=DNA-test
t_intro=Zoek uw voorouders in doop-, trouw- en begraafboeken, de burgerlijke stand, bevolkingsregisters en passagierslijsten.
t_about=Wij beheren en ontsluiten de archieven van de gemeenten in onze regio.
t_q1=Wat zoekt u?|t_q2=Uit welke periode?|t_reco=Ons advies
t_offline=Deze databank is alleen in de studiezaal te raadplegen.|t_map=Onze collecties
r_birth=Geboorten|r_bapt=Dopen|r_marr=Huwelijken|r_death=Overlijdens|r_burial=Begraven|r_census=Volkstellingen
r_parish=DTB-registers|r_emig=Landverhuizers|r_mil=Militieregisters|r_nat=Naturalisaties|r_grave=Grafstenen
r_other=Bevolkingsregisters
f_surname=Achternaam|f_given=Voornaam|f_yfrom=Periode van|f_yto=Periode tot|f_year=Jaar|f_place=Plaats
f_parish=Parochie|f_county=Provincie|f_type=Soort akte|f_father=Naam vader|f_mother=Naam moeder
f_spouse=Echtgenoot|f_age=Leeftijd|f_name=Naam|f_sex=Geslacht
n_title=Titel|n_author=Auteur|n_object=Objectnaam|n_artist=Vervaardiger|n_keyword=Trefwoord|n_date=Datum
n_paper=Krant|n_placename=Plaatsnaam|n_mapsheet=Kaartblad|n_vessel=Scheepsnaam|n_shiptype=Scheepstype
n_municipality=Gemeente
nk_lib=Bibliotheekcatalogus|nk_museum=Collectie online|nk_news=Krantenarchief|nk_maps=Historische kaarten
nk_gaz=Plaatsnamenlijst|nk_ships=Scheepsregister
dk_blog=Stamboomblog|dk_society=Genealogische Vereniging|dk_dnashop=DNA-stamboomwinkel|dk_forum=Stamboomforum
dk_photos=Fotoarchief|dk_scans=Gescande kerkboeken|dk_soon=Streekarchief|dk_cemetery=Begraafplaatsbeheer
c_shop=Winkelen|c_news=Nieuws|c_travel=Reizen|c_sport=Sport|c_recipes=Recepten|c_music=Muziek|c_cars=Auto's
c_property=Wonen|c_games=Spellen|c_weather=Weer
surnames=de Jong|Jansen|de Vries|van den Berg|Bakker|Visser|Smit|Meijer|de Boer|Mulder
given=Jan|Maria|Pieter|Johanna|Hendrik|Cornelia|Willem|Geertruida
places=Leeuwarden|Sneek|Zwolle|Deventer|Kampen|Harlingen|Dokkum|Meppel
counties=Friesland|Overijssel|Drenthe|Gelderland|Zeeland|Limburg
orgs=Historisch Centrum {c}|Genealogische Vereniging {c}|Gemeentearchief {p}|Regionaal Archief {p}|Erfgoedcentrum {c}
acr=WieWasWie|OpenArch|DTB-Index|BSG|GAN
hostw=stamboom|genealogie|voorouders|archief|historie|familie|erfgoed|akten
fill=Lees hier het laatste nieuws, handige tips en de beste aanbiedingen.
abc=ABCDEFGHIJKLMNOPRSTUVWZ|country=Nederland|tld=nl|nl|be|charsets=utf-8|windows-1252
"""

_SV = """
home=Startsida|about=Om oss|news=Nyheter|contact=Kontakt|links=Länkar|privacy=Personuppgifter|access=Tillgänglighet
login=Logga in|user=Användarnamn|password=Lösenord|newsletter=Nyhetsbrev|email=E-post|name=Namn|message=Meddelande
send=Skicka|sitemap=Webbkarta|help=Hjälp|search=Sök|next=Nästa|prev=Föregående|print=Skriv ut|events=Kalender
shop=Butik|members=Medlemssidor|forum=Forum|photos=Bildarkiv|faq=Vanliga frågor|results=Sökresultat
back=Tillbaka till sökningen|any=alla|more=Läs mer|hours=Öppettider|cart=Lägg i varukorgen|qty=Antal|price=Pris
projects=Projekt|volunteers=Frivilliga|research=Forska|start=Var börjar jag?|found={n} poster hittades|page=Sida
genealogy=Släktforskning|t_records=Sök personer|t_db=Databaser|t_coll=Samlingar|t_indexes=Register A–Ö
t_catalogue=Arkivförteckning|t_fonds=Arkiv|t_series=Serie|t_file=Volym|t_online=Sökbart register
t_project=Registreringsprojekt|t_join=Var med och registrera|t_searchtr=Sök i de registrerade uppgifterna
t_hosted=Våra databaser finns hos|t_soon=Kommer snart|t_browse=Bläddra|t_scans=Digitaliserade kyrkböcker
t_dna=DNA-test
t_intro=Sök efter dina förfäder i kyrkböcker, husförhörslängder, folkräkningar och emigrantlistor.
t_about=Vi bevarar och tillgängliggör arkiv från länets församlingar, kommuner och föreningar.
t_q1=Vad letar du efter?|t_q2=Vilken tidsperiod?|t_reco=Vi rekommenderar
t_offline=Databasen finns endast tillgänglig i forskarsalen.|t_map=Våra samlingar
r_birth=Födda|r_bapt=Dop|r_marr=Vigda|r_death=Döda|r_burial=Begravda|r_census=Folkräkningar|r_parish=Kyrkböcker
r_emig=Emigranter|r_mil=Soldatregister|r_nat=Medborgarskap|r_grave=Gravstenar|r_other=Husförhörslängder
f_surname=Efternamn|f_given=Förnamn|f_yfrom=År från|f_yto=År till|f_year=År|f_place=Ort|f_parish=Församling
f_county=Län|f_type=Källtyp|f_father=Faderns namn|f_mother=Moderns namn|f_spouse=Make/maka|f_age=Ålder
f_name=Namn|f_sex=Kön
n_title=Titel|n_author=Författare|n_object=Föremål|n_artist=Konstnär|n_keyword=Sökord|n_date=Datum|n_paper=Tidning
n_placename=Ortnamn|n_mapsheet=Kartblad|n_vessel=Fartygsnamn|n_shiptype=Fartygstyp|n_municipality=Kommun
nk_lib=Bibliotekskatalog|nk_museum=Samlingar online|nk_news=Tidningsarkiv|nk_maps=Historiska kartor
nk_gaz=Ortnamnsregister|nk_ships=Fartygsregister
dk_blog=Släktbloggen|dk_society=Släktforskarförening|dk_dnashop=DNA-släktbutik|dk_forum=Släktforum|dk_photos=Fotoarkiv
dk_scans=Kyrkboksbilder|dk_soon=Landsarkiv|dk_cemetery=Kyrkogårdsförvaltning
c_shop=Shopping|c_news=Nyheter|c_travel=Resor|c_sport=Sport|c_recipes=Recept|c_music=Musik|c_cars=Bilar
c_property=Bostad|c_games=Spel|c_weather=Väder
surnames=Andersson|Johansson|Karlsson|Nilsson|Eriksson|Larsson|Olsson|Persson|Svensson|Gustafsson
given=Anders|Maria|Johan|Kajsa|Erik|Brita|Lars|Stina
places=Falun|Mora|Leksand|Rättvik|Hedemora|Avesta|Ludvika|Orsa
counties=Dalarna|Värmland|Gävleborg|Uppland|Småland|Skåne
orgs=Landsarkivet i {p}|Släktforskarföreningen {c}|Föreningsarkivet i {c}|Släktforskare i {c}|Stadsarkivet {p}
acr=SVAR|DDSS|Emigranten|Rotemansarkivet|Dödbok
hostw=slakt|slaktforskning|anor|arkiv|forfader|hembygd|kyrkbok|emigrant
fill=Här hittar du senaste nytt, bra erbjudanden och tips för vardagen.
abc=ABCDEFGHIJKLMNOPRSTUVÅÄÖ|country=Sverige|tld=se|charsets=utf-8|iso-8859-1
"""

_NB = """
home=Forside|about=Om oss|news=Nyheter|contact=Kontakt|links=Lenker|privacy=Personvern|access=Tilgjengelighet
login=Logg inn|user=Brukernavn|password=Passord|newsletter=Nyhetsbrev|email=E-post|name=Navn|message=Melding
send=Send|sitemap=Nettstedskart|help=Hjelp|search=Søk|next=Neste|prev=Forrige|print=Skriv ut|events=Arrangementer
shop=Nettbutikk|members=Medlemssider|forum=Forum|photos=Bildearkiv|faq=Ofte stilte spørsmål|results=Søkeresultat
back=Tilbake til søket|any=alle|more=Les mer|hours=Åpningstider|cart=Legg i handlekurven|qty=Antall|price=Pris
projects=Prosjekter|volunteers=Frivillige|research=Forskning|start=Hvor begynner jeg?|found={n} treff|page=Side
genealogy=Slektsforskning|t_records=Søk etter personer|t_db=Databaser|t_coll=Samlinger|t_indexes=Registre A–Å
t_catalogue=Arkivkatalog|t_fonds=Arkiv|t_series=Serie|t_file=Stykke|t_online=Søkbart register
t_project=Transkriberingsdugnad|t_join=Bli med på dugnaden|t_searchtr=Søk i de transkriberte kildene
t_hosted=Databasene våre ligger hos|t_soon=Kommer snart|t_browse=Bla|t_scans=Skannede kirkebøker|t_dna=DNA-test
t_intro=Finn dine aner i kirkebøker, folketellinger, emigrantprotokoller og skifter.
t_about=Vi tar vare på og formidler arkiver fra kommunene, menighetene og lagene i fylket.
t_q1=Hva leter du etter?|t_q2=Fra hvilken tid?|t_reco=Vi anbefaler
t_offline=Denne databasen er bare tilgjengelig på lesesalen.|t_map=Våre samlinger
r_birth=Fødte|r_bapt=Døpte|r_marr=Viede|r_death=Døde|r_burial=Begravde|r_census=Folketellinger
r_parish=Kirkebøker|r_emig=Emigranter|r_mil=Militære ruller|r_nat=Statsborgerskap|r_grave=Gravminner
r_other=Skifter
f_surname=Etternavn|f_given=Fornavn|f_yfrom=År fra|f_yto=År til|f_year=År|f_place=Bosted|f_parish=Prestegjeld
f_county=Fylke|f_type=Kildetype|f_father=Farens navn|f_mother=Morens navn|f_spouse=Ektefelle|f_age=Alder
f_name=Navn|f_sex=Kjønn
n_title=Tittel|n_author=Forfatter|n_object=Gjenstand|n_artist=Kunstner|n_keyword=Søkeord|n_date=Dato|n_paper=Avis
n_placename=Stedsnavn|n_mapsheet=Kartblad|n_vessel=Skipsnavn|n_shiptype=Skipstype|n_municipality=Kommune
nk_lib=Bibliotekkatalog|nk_museum=Samlingene på nett|nk_news=Avisarkiv|nk_maps=Historiske kart
nk_gaz=Stedsnavnregister|nk_ships=Skipsregister
dk_blog=Slektsbloggen|dk_society=Slektshistorielag|dk_dnashop=DNA-slektsbutikk|dk_forum=Slektsforum
dk_photos=Fotoarkiv|dk_scans=Kirkebokbilder|dk_soon=Interkommunalt arkiv|dk_cemetery=Gravplassforvaltningen
c_shop=Shopping|c_news=Nyheter|c_travel=Reise|c_sport=Sport|c_recipes=Oppskrifter|c_music=Musikk|c_cars=Bil
c_property=Bolig|c_games=Spill|c_weather=Vær
surnames=Hansen|Johansen|Olsen|Larsen|Andersen|Pedersen|Nilsen|Kristiansen|Jensen|Karlsen
given=Ole|Kari|Hans|Ingeborg|Nils|Marthe|Peder|Anne
places=Trondheim|Røros|Levanger|Steinkjer|Namsos|Oppdal|Orkdal|Stjørdal
counties=Trøndelag|Nordland|Innlandet|Vestland|Agder|Viken
orgs=Statsarkivet i {p}|{c} slektshistorielag|Interkommunalt arkiv {c}|Byarkivet i {p}|Slekt og Data {c}
acr=Digitalarkivet|Gravminner|SAF|Histreg|FT1910
hostw=slekt|slektsforskning|aner|arkiv|bygdebok|slektshistorie|kirkebok|utvandrer
fill=Her finner du siste nytt, gode tilbud og nyttige tips for hverdagen.
abc=ABCDEFGHIJKLMNOPRSTUVYÆØÅ|country=Norge|tld=no|charsets=utf-8|iso-8859-1
"""

_DA = """
home=Forside|about=Om os|news=Nyheder|contact=Kontakt|links=Links|privacy=Privatlivspolitik|access=Tilgængelighed
login=Log ind|user=Brugernavn|password=Adgangskode|newsletter=Nyhedsbrev|email=E-mail|name=Navn|message=Besked
send=Send|sitemap=Oversigt over sitet|help=Hjælp|search=Søg|next=Næste|prev=Forrige|print=Udskriv|events=Kalender
shop=Webshop|members=Medlemsområde|forum=Forum|photos=Billedarkiv|faq=Ofte stillede spørgsmål
results=Søgeresultater|back=Tilbage til søgningen|any=alle|more=Læs mere|hours=Åbningstider|cart=Læg i kurven
qty=Antal|price=Pris|projects=Projekter|volunteers=Frivillige|research=Forskning|start=Hvor begynder jeg?
found={n} personer fundet|page=Side
genealogy=Slægtsforskning|t_records=Søg i personer|t_db=Databaser|t_coll=Samlinger|t_indexes=Registre A–Å
t_catalogue=Arkivfortegnelse|t_fonds=Arkivfond|t_series=Serie|t_file=Arkivenhed|t_online=Søgbart register
t_project=Indtastningsprojekt|t_join=Bliv indtaster|t_searchtr=Søg i de indtastede kilder
t_hosted=Vores databaser ligger hos|t_soon=Kommer snart|t_browse=Gennemse|t_scans=Scannede kirkebøger
t_dna=DNA-test
t_intro=Find dine aner i kirkebøger, folketællinger, lægdsruller og udvandrerprotokoller.
t_about=Vi indsamler, bevarer og formidler arkiver fra egnens sogne, foreninger og familier.
t_q1=Hvad leder du efter?|t_q2=Fra hvilken periode?|t_reco=Vi anbefaler
t_offline=Databasen kan kun bruges på læsesalen.|t_map=Vores samlinger
r_birth=Fødte|r_bapt=Dåb|r_marr=Viede|r_death=Døde|r_burial=Begravede|r_census=Folketællinger
r_parish=Kirkebøger|r_emig=Udvandrere|r_mil=Lægdsruller|r_nat=Indfødsret|r_grave=Gravsten|r_other=Skifter
f_surname=Efternavn|f_given=Fornavn|f_yfrom=År fra|f_yto=År til|f_year=År|f_place=Sted|f_parish=Sogn|f_county=Amt
f_type=Kildetype|f_father=Faderens navn|f_mother=Moderens navn|f_spouse=Ægtefælle|f_age=Alder|f_name=Navn
f_sex=Køn
n_title=Titel|n_author=Forfatter|n_object=Genstand|n_artist=Kunstner|n_keyword=Søgeord|n_date=Dato|n_paper=Avis
n_placename=Stednavn|n_mapsheet=Kortblad|n_vessel=Skibsnavn|n_shiptype=Skibstype|n_municipality=Kommune
nk_lib=Bibliotekskatalog|nk_museum=Samlingen online|nk_news=Avisarkiv|nk_maps=Historiske kort
nk_gaz=Stednavneregister|nk_ships=Skibsregister
dk_blog=Slægtsbloggen|dk_society=Slægtshistorisk Forening|dk_dnashop=DNA-slægtsbutik|dk_forum=Slægtsforum
dk_photos=Fotoarkiv|dk_scans=Kirkebogsbilleder|dk_soon=Lokalarkiv|dk_cemetery=Kirkegårdskontoret
c_shop=Shopping|c_news=Nyheder|c_travel=Rejser|c_sport=Sport|c_recipes=Opskrifter|c_music=Musik|c_cars=Biler
c_property=Bolig|c_games=Spil|c_weather=Vejr
surnames=Jensen|Nielsen|Hansen|Pedersen|Andersen|Christensen|Larsen|Sørensen|Rasmussen|Jørgensen
given=Niels|Karen|Jens|Ane|Søren|Maren|Peder|Kirsten
places=Odense|Svendborg|Nyborg|Faaborg|Assens|Middelfart|Kerteminde|Bogense
counties=Fyn|Sønderjylland|Vendsyssel|Himmerland|Lolland|Bornholm
orgs=Lokalhistorisk Arkiv {p}|Slægtshistorisk Forening {c}|Stadsarkivet {p}|Slægtsforskerne på {c}|Egnsarkivet {c}
acr=DDD|Arkivalieronline|Gravsten.dk|Politiets registerblade|Sogn.dk
hostw=slaegt|slaegtsforskning|aner|arkiv|sogn|kirkebog|udvandrer|lokalhistorie
fill=Her finder du de seneste nyheder, gode tilbud og praktiske råd til hverdagen.
abc=ABCDEFGHIJKLMNOPRSTUVYÆØÅ|country=Danmark|tld=dk|charsets=utf-8|windows-1252
"""

_IS = """
home=Forsíða|about=Um okkur|news=Fréttir|contact=Hafa samband|links=Tenglar|privacy=Persónuvernd|access=Aðgengi
login=Innskráning|user=Notandanafn|password=Lykilorð|newsletter=Fréttabréf|email=Netfang|name=Nafn
message=Skilaboð|send=Senda|sitemap=Veftré|help=Hjálp|search=Leita|next=Næsta|prev=Fyrri|print=Prenta
events=Viðburðir|shop=Vefverslun|members=Félagasvæði|forum=Spjallborð|photos=Myndasafn|faq=Algengar spurningar
results=Leitarniðurstöður|back=Aftur í leit|any=allt|more=Lesa meira|hours=Opnunartími|cart=Setja í körfu
qty=Magn|price=Verð|projects=Verkefni|volunteers=Sjálfboðaliðar|research=Rannsóknir|start=Hvar byrja ég?
found={n} færslur fundust|page=Síða
genealogy=Ættfræði|t_records=Leit að fólki|t_db=Gagnagrunnar|t_coll=Söfn|t_indexes=Skrár A–Ö
t_catalogue=Skjalaskrá|t_fonds=Skjalasafn|t_series=Flokkur|t_file=Askja|t_online=Leitarbær skrá
t_project=Skráningarverkefni|t_join=Taktu þátt|t_searchtr=Leita í skráðum gögnum
t_hosted=Gagnagrunnar okkar eru hýstir hjá|t_soon=Væntanlegt|t_browse=Fletta|t_scans=Stafrænar kirkjubækur
t_dna=DNA-próf
t_intro=Leitaðu að forfeðrum þínum í kirkjubókum, manntölum, vesturfaraskrám og legstaðaskrám.
t_about=Við varðveitum og miðlum skjölum sýslunnar, sókna og félaga.
t_q1=Að hverju leitar þú?|t_q2=Frá hvaða tíma?|t_reco=Við mælum með
t_offline=Gagnagrunnurinn er aðeins aðgengilegur á lestrarsal.|t_map=Söfnin okkar
r_birth=Fæðingar|r_bapt=Skírnir|r_marr=Hjónavígslur|r_death=Dauðsföll|r_burial=Greftranir|r_census=Manntöl
r_parish=Kirkjubækur|r_emig=Vesturfarar|r_mil=Sjómannaskrár|r_nat=Ríkisborgararéttur|r_grave=Legstaðir
r_other=Sóknarmannatöl
f_surname=Föðurnafn|f_given=Eiginnafn|f_yfrom=Ár frá|f_yto=Ár til|f_year=Ár|f_place=Staður|f_parish=Sókn
f_county=Sýsla|f_type=Tegund heimildar|f_father=Nafn föður|f_mother=Nafn móður|f_spouse=Maki|f_age=Aldur
f_name=Nafn|f_sex=Kyn
n_title=Titill|n_author=Höfundur|n_object=Gripur|n_artist=Listamaður|n_keyword=Leitarorð|n_date=Dagsetning
n_paper=Dagblað|n_placename=Örnefni|n_mapsheet=Kortblað|n_vessel=Nafn skips|n_shiptype=Skipagerð
n_municipality=Sveitarfélag
nk_lib=Bókasafnsskrá|nk_museum=Safnkostur á netinu|nk_news=Blaðasafn|nk_maps=Söguleg kort|nk_gaz=Örnefnaskrá
nk_ships=Skipaskrá
dk_blog=Ættfræðibloggið|dk_society=Ættfræðifélagið|dk_dnashop=DNA-ættfræðiverslun|dk_forum=Ættfræðispjall
dk_photos=Ljósmyndasafn|dk_scans=Myndir úr kirkjubókum|dk_soon=Héraðsskjalasafn|dk_cemetery=Kirkjugarðar
c_shop=Verslun|c_news=Fréttir|c_travel=Ferðalög|c_sport=Íþróttir|c_recipes=Uppskriftir|c_music=Tónlist
c_cars=Bílar|c_property=Fasteignir|c_games=Leikir|c_weather=Veður
surnames=Jónsson|Sigurðsson|Guðmundsson|Jónsdóttir|Gunnarsson|Ólafsdóttir|Magnússon|Sigurðardóttir|Einarsson|Kristjánsdóttir
given=Jón|Guðrún|Sigurður|Sigríður|Ólafur|Kristín|Magnús|Helga
places=Akureyri|Húsavík|Dalvík|Siglufjörður|Ólafsfjörður|Grenivík|Hrísey|Ísafjörður
counties=Eyjafjarðarsýsla|Þingeyjarsýsla|Skagafjarðarsýsla|Múlasýsla|Árnessýsla|Borgarfjarðarsýsla
orgs=Héraðsskjalasafn {c}|Ættfræðifélag {p}|Skjalasafn {p}|Sögufélag {c}|Byggðasafn {p}
acr=Manntal.is|Garður|Vesturfaraskrá|Heimildir|ÞÍ-Leit
hostw=aett|aettfraedi|skjalasafn|manntal|sokn|saga|herad|kirkjubok
fill=Hér finnur þú nýjustu fréttir, góð tilboð og gagnleg ráð fyrir daglegt líf.
abc=AÁBDÐEÉFGHIÍJKLMNOÓPRSTUÚVYÝÞÆÖ|country=Ísland|tld=is|charsets=utf-8|iso-8859-1
"""

_ET = """
home=Avaleht|about=Meist|news=Uudised|contact=Kontakt|links=Lingid|privacy=Andmekaitse|access=Ligipääsetavus
login=Logi sisse|user=Kasutajanimi|password=Parool|newsletter=Uudiskiri|email=E-post|name=Nimi|message=Sõnum
send=Saada|sitemap=Saidikaart|help=Abi|search=Otsi|next=Järgmine|prev=Eelmine|print=Prindi|events=Sündmused
shop=E-pood|members=Liikmetele|forum=Foorum|photos=Fotokogu|faq=Korduma kippuvad küsimused
results=Otsingutulemused|back=Tagasi otsingusse|any=kõik|more=Loe edasi|hours=Lahtiolekuajad
cart=Lisa ostukorvi|qty=Kogus|price=Hind|projects=Projektid|volunteers=Vabatahtlikud|research=Uurimine
start=Kust alustada?|found=Leiti {n} kirjet|page=Lehekülg
genealogy=Genealoogia|t_records=Isikuotsing|t_db=Andmebaasid|t_coll=Kogud|t_indexes=Nimeregistrid A–Ü
t_catalogue=Arhiivikataloog|t_fonds=Fond|t_series=Sari|t_file=Säilik|t_online=Otsitav register
t_project=Transkribeerimisprojekt|t_join=Tule vabatahtlikuks|t_searchtr=Otsi sisestatud andmetest
t_hosted=Meie andmebaase majutab|t_soon=Peagi tulekul|t_browse=Sirvi|t_scans=Digiteeritud kirikuraamatud
t_dna=DNA-test
t_intro=Otsi oma esivanemaid kirikuraamatutest, hingeloenditest, rahvaloendustest ja väljarändajate nimekirjadest.
t_about=Säilitame ja teeme kättesaadavaks maakonna kihelkondade, valdade ja seltside arhiivid.
t_q1=Mida te otsite?|t_q2=Milline ajavahemik?|t_reco=Soovitame
t_offline=Andmebaas on kättesaadav ainult uurimissaalis.|t_map=Meie kogud
r_birth=Sündinud|r_bapt=Ristitud|r_marr=Laulatatud|r_death=Surnud|r_burial=Maetud|r_census=Rahvaloendused
r_parish=Kirikuraamatud|r_emig=Väljarändajad|r_mil=Nekrutinimekirjad|r_nat=Kodakondsus|r_grave=Hauaplatsid
r_other=Hingeloendid
f_surname=Perekonnanimi|f_given=Eesnimi|f_yfrom=Aasta alates|f_yto=Aasta kuni|f_year=Aasta|f_place=Koht
f_parish=Kihelkond|f_county=Maakond|f_type=Allika liik|f_father=Isa nimi|f_mother=Ema nimi|f_spouse=Abikaasa
f_age=Vanus|f_name=Nimi|f_sex=Sugu
n_title=Pealkiri|n_author=Autor|n_object=Museaal|n_artist=Kunstnik|n_keyword=Märksõna|n_date=Kuupäev
n_paper=Ajaleht|n_placename=Kohanimi|n_mapsheet=Kaardileht|n_vessel=Laeva nimi|n_shiptype=Laeva tüüp
n_municipality=Vald
nk_lib=Raamatukogu kataloog|nk_museum=Muuseumi kogud|nk_news=Ajalehtede arhiiv|nk_maps=Ajaloolised kaardid
nk_gaz=Kohanimeregister|nk_ships=Laevaregister
dk_blog=Sugupuublogi|dk_society=Genealoogia Selts|dk_dnashop=DNA-sugupuupood|dk_forum=Sugupuufoorum
dk_photos=Fotoarhiiv|dk_scans=Kirikuraamatute pildid|dk_soon=Maakonnaarhiiv|dk_cemetery=Kalmistute haldus
c_shop=Ostlemine|c_news=Uudised|c_travel=Reisimine|c_sport=Sport|c_recipes=Retseptid|c_music=Muusika
c_cars=Autod|c_property=Kinnisvara|c_games=Mängud|c_weather=Ilm
surnames=Tamm|Saar|Sepp|Mägi|Kask|Kukk|Rebane|Ilves|Pärn|Koppel
given=Jaan|Mari|Hans|Liisa|Jüri|Ann|Mihkel|Kadri
places=Tartu|Viljandi|Pärnu|Kuressaare|Rakvere|Võru|Paide|Haapsalu
counties=Tartumaa|Viljandimaa|Pärnumaa|Saaremaa|Virumaa|Läänemaa
orgs=Rahvusarhiivi {p} osakond|{c} Genealoogia Selts|{p} Linnaarhiiv|{c} Muuseum|Sugupuu-uurijate selts {c}
acr=Saaga|AIS|Kalmistud|Hauaplats|ERAF
hostw=sugupuu|genealoogia|arhiiv|esivanemad|kirikuraamat|kihelkond|rahvaloendus|selts
fill=Siit leiad värskeimad uudised, head pakkumised ja kasulikud nõuanded igaks päevaks.
abc=ABDEFGHIJKLMNOPRSŠZŽTUVÕÄÖÜ|country=Eesti|tld=ee|charsets=utf-8|iso-8859-15|windows-1257
"""

_CS = """
home=Úvod|about=O nás|news=Aktuality|contact=Kontakty|links=Odkazy|privacy=Ochrana osobních údajů
access=Přístupnost|login=Přihlášení|user=Uživatelské jméno|password=Heslo|newsletter=Zpravodaj|email=E-mail
name=Jméno|message=Zpráva|send=Odeslat|sitemap=Mapa stránek|help=Nápověda|search=Hledat|next=Další
prev=Předchozí|print=Tisk|events=Kalendář akcí|shop=E-shop|members=Pro členy|forum=Fórum|photos=Fotoarchiv
faq=Časté dotazy|results=Výsledky hledání|back=Zpět na vyhledávání|any=vše|more=Více|hours=Otevírací doba
cart=Do košíku|qty=Množství|price=Cena|projects=Projekty|volunteers=Dobrovolníci|research=Badatelna
start=Jak začít?|found=Nalezeno {n} záznamů|page=Strana
genealogy=Genealogie|t_records=Vyhledávání osob|t_db=Databáze|t_coll=Fondy a sbírky|t_indexes=Rejstříky A–Ž
t_catalogue=Archivní katalog|t_fonds=Archivní fond|t_series=Série|t_file=Inventární jednotka
t_online=Jmenný rejstřík online|t_project=Indexační projekt|t_join=Zapojte se
t_searchtr=Hledat v přepsaných záznamech|t_hosted=Naše databáze provozuje|t_soon=Připravujeme
t_browse=Procházet|t_scans=Digitalizované matriky|t_dna=DNA test
t_intro=Hledejte své předky v matrikách, sčítacích operátech, vojenských kmenových listech a seznamech vystěhovalců.
t_about=Uchováváme a zpřístupňujeme archiválie obcí, farností a spolků našeho kraje.
t_q1=Co hledáte?|t_q2=Z jakého období?|t_reco=Doporučujeme
t_offline=Databáze je přístupná pouze v badatelně.|t_map=Naše sbírky
r_birth=Narození|r_bapt=Křty|r_marr=Oddaní|r_death=Zemřelí|r_burial=Pohřbení|r_census=Sčítání lidu
r_parish=Matriky|r_emig=Vystěhovalci|r_mil=Vojenské kmenové listy|r_nat=Domovské listy|r_grave=Hroby
r_other=Soupisy poddaných
f_surname=Příjmení|f_given=Jméno|f_yfrom=Rok od|f_yto=Rok do|f_year=Rok|f_place=Obec|f_parish=Farnost
f_county=Okres|f_type=Druh záznamu|f_father=Jméno otce|f_mother=Jméno matky|f_spouse=Manžel/ka|f_age=Věk
f_name=Jméno a příjmení|f_sex=Pohlaví
n_title=Název|n_author=Autor|n_object=Předmět|n_artist=Umělec|n_keyword=Klíčové slovo|n_date=Datum
n_paper=Periodikum|n_placename=Místní jméno|n_mapsheet=Mapový list|n_vessel=Jméno lodi|n_shiptype=Typ lodi
n_municipality=Obec
nk_lib=Katalog knihovny|nk_museum=Sbírky online|nk_news=Archiv novin|nk_maps=Historické mapy
nk_gaz=Místopisný slovník|nk_ships=Rejstřík lodí
dk_blog=Rodopisný blog|dk_society=Genealogická společnost|dk_dnashop=DNA obchod|dk_forum=Genealogické fórum
dk_photos=Fotoarchiv|dk_scans=Skeny matrik|dk_soon=Okresní archiv|dk_cemetery=Správa hřbitovů
c_shop=Nákupy|c_news=Zprávy|c_travel=Cestování|c_sport=Sport|c_recipes=Recepty|c_music=Hudba|c_cars=Auta
c_property=Reality|c_games=Hry|c_weather=Počasí
surnames=Novák|Svoboda|Novotný|Dvořák|Černý|Procházka|Kučera|Veselý|Horák|Němec
given=Jan|Marie|Josef|Anna|František|Barbora|Václav|Kateřina
places=Tábor|Písek|Strakonice|Prachatice|Jindřichův Hradec|Třeboň|Český Krumlov|Vodňany
counties=Jižní Čechy|Vysočina|Plzeňsko|Morava|Slezsko|Pošumaví
orgs=Státní okresní archiv {p}|Genealogická společnost {c}|Archiv města {p}|Spolek rodopisců {c}|Státní oblastní archiv {c}
acr=ACTA PUBLICA|Porta fontium|Matriky online|Badatelna.eu|VÚA-KL
hostw=matriky|genealogie|predkove|archiv|rodopis|rodokmen|farnost|kronika
fill=Najdete zde nejnovější zprávy, výhodné nabídky a praktické rady pro každý den.
abc=ABCČDEFGHIJKLMNOPRŘSŠTUVZŽ|country=Česko|tld=cz|charsets=utf-8|windows-1250|iso-8859-2
"""

_HU = """
home=Főoldal|about=Rólunk|news=Hírek|contact=Kapcsolat|links=Linkek|privacy=Adatvédelem|access=Akadálymentesség
login=Belépés|user=Felhasználónév|password=Jelszó|newsletter=Hírlevél|email=E-mail|name=Név|message=Üzenet
send=Küldés|sitemap=Oldaltérkép|help=Súgó|search=Keresés|next=Következő|prev=Előző|print=Nyomtatás
events=Programok|shop=Webáruház|members=Tagoknak|forum=Fórum|photos=Fotótár|faq=Gyakori kérdések
results=Találatok|back=Vissza a kereséshez|any=mind|more=Tovább|hours=Nyitvatartás|cart=Kosárba|qty=Mennyiség
price=Ár|projects=Projektek|volunteers=Önkénteseknek|research=Kutatás|start=Hol kezdjem?|found={n} találat
page=Oldal
genealogy=Családfakutatás|t_records=Személykereső|t_db=Adatbázisok|t_coll=Gyűjtemények|t_indexes=Mutatók A–Zs
t_catalogue=Levéltári katalógus|t_fonds=Fond|t_series=Állag|t_file=Tétel|t_online=Kereshető mutató
t_project=Indexelési projekt|t_join=Csatlakozzon|t_searchtr=Keresés a feldolgozott adatokban
t_hosted=Adatbázisainkat üzemelteti|t_soon=Hamarosan|t_browse=Böngészés|t_scans=Digitalizált anyakönyvek
t_dna=DNS-teszt
t_intro=Keresse őseit anyakönyvekben, népszámlálási összeírásokban, katonai nyilvántartásokban és kivándorlási listákban.
t_about=Megőrizzük és kutathatóvá tesszük a megye településeinek, egyházközségeinek és egyesületeinek iratait.
t_q1=Mit keres?|t_q2=Melyik időszakból?|t_reco=Javasoljuk
t_offline=Az adatbázis csak a kutatóteremben érhető el.|t_map=Gyűjteményeink
r_birth=Születések|r_bapt=Keresztelések|r_marr=Házasságok|r_death=Halálesetek|r_burial=Temetések
r_census=Népszámlálás|r_parish=Egyházi anyakönyvek|r_emig=Kivándorlók|r_mil=Katonai anyakönyvek
r_nat=Honosítások|r_grave=Sírkövek|r_other=Hagyatéki iratok
f_surname=Vezetéknév|f_given=Keresztnév|f_yfrom=Évtől|f_yto=Évig|f_year=Év|f_place=Település
f_parish=Egyházközség|f_county=Vármegye|f_type=Forrástípus|f_father=Apa neve|f_mother=Anya neve
f_spouse=Házastárs|f_age=Életkor|f_name=Név|f_sex=Nem
n_title=Cím|n_author=Szerző|n_object=Tárgy|n_artist=Alkotó|n_keyword=Kulcsszó|n_date=Dátum|n_paper=Újság
n_placename=Helynév|n_mapsheet=Szelvény|n_vessel=Hajó neve|n_shiptype=Hajótípus|n_municipality=Település
nk_lib=Könyvtári katalógus|nk_museum=Online gyűjtemény|nk_news=Hírlaparchívum|nk_maps=Történeti térképek
nk_gaz=Helységnévtár|nk_ships=Hajólajstrom
dk_blog=Családfa blog|dk_society=Genealógiai Egyesület|dk_dnashop=DNS-családfa bolt|dk_forum=Családfakutató fórum
dk_photos=Fotóarchívum|dk_scans=Anyakönyvi szkennek|dk_soon=Megyei Levéltár|dk_cemetery=Temetőgondnokság
c_shop=Vásárlás|c_news=Hírek|c_travel=Utazás|c_sport=Sport|c_recipes=Receptek|c_music=Zene|c_cars=Autók
c_property=Ingatlan|c_games=Játékok|c_weather=Időjárás
surnames=Nagy|Kovács|Tóth|Szabó|Horváth|Varga|Kiss|Molnár|Németh|Farkas
given=János|Mária|István|Erzsébet|József|Katalin|Ferenc|Zsuzsanna
places=Szeged|Makó|Hódmezővásárhely|Szentes|Csongrád|Kistelek|Mindszent|Kiskundorozsma
counties=Csongrád|Békés|Bács-Kiskun|Baranya|Hajdú|Zala
orgs={c} Megyei Levéltár|{c} Családfakutató Egyesület|{p} Város Levéltára|{p} Helytörténeti Gyűjtemény|Genealógiai Kör {c}
acr=MACSE|Hungaricana|MNL-KT|Anyakönyv-Online|HADIK
hostw=csaladfa|genealogia|leveltar|osok|anyakonyv|helytortenet|kutato|egyesulet
fill=Itt találja a legfrissebb híreket, a legjobb ajánlatokat és hasznos tippeket.
abc=ABCDEFGHIJKLMNOPRSTUVZ|country=Magyarország|tld=hu|charsets=utf-8|iso-8859-2
"""

_SL = """
home=Domov|about=O nas|news=Novice|contact=Kontakt|links=Povezave|privacy=Varstvo osebnih podatkov
access=Dostopnost|login=Prijava|user=Uporabniško ime|password=Geslo|newsletter=E-novice|email=E-pošta|name=Ime
message=Sporočilo|send=Pošlji|sitemap=Kazalo strani|help=Pomoč|search=Iskanje|next=Naslednja|prev=Prejšnja
print=Natisni|events=Dogodki|shop=Spletna trgovina|members=Za člane|forum=Forum|photos=Fototeka
faq=Pogosta vprašanja|results=Rezultati iskanja|back=Nazaj na iskanje|any=vse|more=Preberi več
hours=Uradne ure|cart=V košarico|qty=Količina|price=Cena|projects=Projekti|volunteers=Prostovoljci
research=Raziskovanje|start=Kje začeti?|found=Najdenih {n} zapisov|page=Stran
genealogy=Rodoslovje|t_records=Iskanje oseb|t_db=Zbirke podatkov|t_coll=Zbirke|t_indexes=Kazala A–Ž
t_catalogue=Arhivski informacijski sistem|t_fonds=Fond|t_series=Serija|t_file=Arhivska enota
t_online=Spletno kazalo|t_project=Projekt prepisovanja|t_join=Pridružite se
t_searchtr=Iskanje po prepisanih vpisih|t_hosted=Naše zbirke gosti|t_soon=Kmalu na spletu|t_browse=Brskanje
t_scans=Digitalizirane matične knjige|t_dna=DNK test
t_intro=Poiščite svoje prednike v matičnih knjigah, popisih prebivalstva, vojaških zapisih in seznamih izseljencev.
t_about=Hranimo in dajemo na voljo gradivo občin, župnij in društev naše regije.
t_q1=Kaj iščete?|t_q2=Iz katerega obdobja?|t_reco=Priporočamo
t_offline=Zbirka je dostopna le v čitalnici.|t_map=Naše zbirke
r_birth=Rojstva|r_bapt=Krsti|r_marr=Poroke|r_death=Smrti|r_burial=Pokopi|r_census=Popisi prebivalstva
r_parish=Matične knjige|r_emig=Izseljenci|r_mil=Vojaški zapisi|r_nat=Državljanstvo|r_grave=Grobovi
r_other=Zapuščine
f_surname=Priimek|f_given=Ime|f_yfrom=Leto od|f_yto=Leto do|f_year=Leto|f_place=Kraj|f_parish=Župnija
f_county=Pokrajina|f_type=Vrsta vira|f_father=Ime očeta|f_mother=Ime matere|f_spouse=Zakonec|f_age=Starost
f_name=Ime in priimek|f_sex=Spol
n_title=Naslov|n_author=Avtor|n_object=Predmet|n_artist=Umetnik|n_keyword=Ključna beseda|n_date=Datum
n_paper=Časopis|n_placename=Zemljepisno ime|n_mapsheet=List karte|n_vessel=Ime ladje|n_shiptype=Vrsta ladje
n_municipality=Občina
nk_lib=Knjižnični katalog|nk_museum=Zbirke na spletu|nk_news=Arhiv časopisov|nk_maps=Zgodovinske karte
nk_gaz=Register zemljepisnih imen|nk_ships=Register ladij
dk_blog=Rodoslovni blog|dk_society=Rodoslovno društvo|dk_dnashop=Trgovina DNK testov|dk_forum=Rodoslovni forum
dk_photos=Fotoarhiv|dk_scans=Skenirane matične knjige|dk_soon=Zgodovinski arhiv|dk_cemetery=Upravljanje pokopališč
c_shop=Nakupovanje|c_news=Novice|c_travel=Potovanja|c_sport=Šport|c_recipes=Recepti|c_music=Glasba
c_cars=Avtomobili|c_property=Nepremičnine|c_games=Igre|c_weather=Vreme
surnames=Novak|Horvat|Krajnc|Kovačič|Zupančič|Potočnik|Kovač|Mlakar|Kos|Vidmar
given=Janez|Marija|Franc|Ana|Jožef|Terezija|Anton|Neža
places=Celje|Maribor|Ptuj|Slovenj Gradec|Velenje|Žalec|Laško|Šentjur
counties=Štajerska|Koroška|Gorenjska|Dolenjska|Primorska|Prekmurje
orgs=Zgodovinski arhiv {p}|Rodoslovno društvo {c}|Pokrajinski arhiv {p}|Muzej {c}|Društvo za rodoslovje {c}
acr=SIRAnet|Matricula|RD-Kazalo|Grobovi|SI-PAM
hostw=rodoslovje|arhiv|predniki|matice|zupnija|rod|zgodovina|drustvo
fill=Tukaj najdete najnovejše novice, ugodne ponudbe in koristne nasvete za vsak dan.
abc=ABCČDEFGHIJKLMNOPRSŠTUVZŽ|country=Slovenija|tld=si|charsets=utf-8|windows-1250
"""

_UK = """
home=Головна|about=Про нас|news=Новини|contact=Контакти|links=Посилання|privacy=Конфіденційність
access=Доступність|login=Вхід|user=Ім'я користувача|password=Пароль|newsletter=Розсилка
email=Електронна пошта|name=Ім'я|message=Повідомлення|send=Надіслати|sitemap=Карта сайту|help=Довідка
search=Пошук|next=Наступна|prev=Попередня|print=Друк|events=Події|shop=Магазин|members=Для членів
forum=Форум|photos=Фотоархів|faq=Часті питання|results=Результати пошуку|back=Назад до пошуку|any=усі
more=Детальніше|hours=Графік роботи|cart=До кошика|qty=Кількість|price=Ціна|projects=Проєкти
volunteers=Волонтерам|research=Дослідникам|start=З чого почати?|found=Знайдено записів: {n}|page=Сторінка
genealogy=Генеалогія|t_records=Пошук осіб|t_db=Бази даних|t_coll=Колекції|t_indexes=Покажчики А–Я
t_catalogue=Архівний путівник|t_fonds=Фонд|t_series=Опис|t_file=Справа|t_online=Іменний покажчик онлайн
t_project=Волонтерський проєкт індексації|t_join=Долучайтеся|t_searchtr=Пошук у проіндексованих записах
t_hosted=Наші бази даних розміщено на|t_soon=Незабаром|t_browse=Переглянути
t_scans=Оцифровані метричні книги|t_dna=ДНК-тест
t_intro=Шукайте своїх предків у метричних книгах, ревізьких казках, сповідних розписах і списках емігрантів.
t_about=Ми зберігаємо та робимо доступними документи громад, парафій і товариств області.
t_q1=Що ви шукаєте?|t_q2=Який період?|t_reco=Радимо
t_offline=База даних доступна лише в читальному залі.|t_map=Наші колекції
r_birth=Народження|r_bapt=Хрещення|r_marr=Шлюби|r_death=Смерті|r_burial=Поховання|r_census=Ревізькі казки
r_parish=Метричні книги|r_emig=Емігранти|r_mil=Військові списки|r_nat=Громадянство|r_grave=Могили
r_other=Сповідні розписи
f_surname=Прізвище|f_given=Ім'я|f_yfrom=Рік від|f_yto=Рік до|f_year=Рік|f_place=Населений пункт
f_parish=Парафія|f_county=Повіт|f_type=Тип документа|f_father=Ім'я батька|f_mother=Ім'я матері
f_spouse=Чоловік/дружина|f_age=Вік|f_name=ПІБ|f_sex=Стать
n_title=Назва|n_author=Автор|n_object=Предмет|n_artist=Художник|n_keyword=Ключове слово|n_date=Дата
n_paper=Газета|n_placename=Топонім|n_mapsheet=Аркуш карти|n_vessel=Назва судна|n_shiptype=Тип судна
n_municipality=Громада
nk_lib=Каталог бібліотеки|nk_museum=Колекції онлайн|nk_news=Архів газет|nk_maps=Історичні карти
nk_gaz=Словник топонімів|nk_ships=Реєстр суден
dk_blog=Генеалогічний блог|dk_society=Генеалогічне товариство|dk_dnashop=Магазин ДНК-тестів
dk_forum=Генеалогічний форум|dk_photos=Фотоархів|dk_scans=Скани метричних книг|dk_soon=Державний архів області
dk_cemetery=Ритуальна служба
c_shop=Покупки|c_news=Новини|c_travel=Подорожі|c_sport=Спорт|c_recipes=Рецепти|c_music=Музика|c_cars=Авто
c_property=Нерухомість|c_games=Ігри|c_weather=Погода
surnames=Шевченко|Коваленко|Бондаренко|Ткаченко|Кравченко|Олійник|Мельник|Поліщук|Бойко|Лисенко
given=Іван|Марія|Петро|Ганна|Михайло|Параскева|Василь|Євдокія
places=Житомир|Бердичів|Коростень|Звягель|Овруч|Малин|Чуднів|Радомишль
counties=Волинь|Поділля|Київщина|Галичина|Буковина|Полтавщина
orgs=Державний архів {c}|Генеалогічне товариство «{c}»|Архів міста {p}|Краєзнавчий музей {p}|Товариство дослідників роду {c}
acr=ГЕНБАЗА|ЦДІАК|УкрГенеалогія|Метрики-онлайн|АРХІУМ
hostw=genealogia|rodovid|arhiv|metryky|predky|rid|kraieznavstvo|rodovody
fill=Тут ви знайдете свіжі новини, вигідні пропозиції та корисні поради на кожен день.
abc=АБВГҐДЕЄЖЗИІЇЙКЛМНОПРСТУФХЦЧШЩЮЯ|country=Україна|tld=ua|com.ua|org.ua|charsets=utf-8|windows-1251|koi8-u
"""

_EN = """
home=Home|about=About us|news=News|contact=Contact us|links=Useful links|privacy=Privacy|access=Accessibility
login=Log in|user=Username|password=Password|newsletter=Newsletter|email=Email|name=Name|message=Message
send=Send|sitemap=Site map|help=Help|search=Search|next=Next|prev=Previous|print=Print|events=Events|shop=Shop
members=Members' area|forum=Forum|photos=Photo archive|faq=FAQ|results=Search results|back=Back to the search
any=any|more=Read more|hours=Opening hours|cart=Add to basket|qty=Quantity|price=Price|projects=Projects
volunteers=Volunteer with us|research=Research|start=Where do I start?|found={n} records found|page=Page
genealogy=Family history|t_records=Search the records|t_db=Databases|t_coll=Collections|t_indexes=Indexes A–Z
t_catalogue=Archive catalogue|t_fonds=Fonds|t_series=Series|t_file=File|t_online=Searchable index
t_project=Transcription project|t_join=Join the project|t_searchtr=Search the transcribed records
t_hosted=Our databases are hosted by|t_soon=Coming soon|t_browse=Browse|t_scans=Digitised church registers
t_dna=DNA test
t_intro=Search for your ancestors in parish registers, civil records, census returns, gravestone inscriptions and emigration lists.
t_about=We collect, preserve and make available the records of the parishes, towns and families of our county.
t_q1=What are you looking for?|t_q2=Which period?|t_reco=We recommend
t_offline=This database is available in our reading room only.|t_map=Our collections
r_birth=Births|r_bapt=Baptisms|r_marr=Marriages|r_death=Deaths|r_burial=Burials|r_census=Census returns
r_parish=Parish registers|r_emig=Passenger lists|r_mil=Military service records|r_nat=Naturalisations
r_grave=Gravestone inscriptions|r_other=Wills and testaments
f_surname=Surname|f_given=Forename|f_yfrom=Year from|f_yto=Year to|f_year=Year|f_place=Townland or place
f_parish=Parish|f_county=County|f_type=Record type|f_father=Father's name|f_mother=Mother's name|f_spouse=Spouse
f_age=Age|f_name=Name|f_sex=Sex
n_title=Title|n_author=Author|n_object=Object name|n_artist=Maker|n_keyword=Keyword|n_date=Date|n_paper=Newspaper
n_placename=Place name|n_mapsheet=Map sheet|n_vessel=Vessel name|n_shiptype=Vessel type|n_municipality=Local authority
nk_lib=Library catalogue|nk_museum=Collections online|nk_news=Newspaper archive|nk_maps=Historic maps
nk_gaz=Place names database|nk_ships=Ship register
dk_blog=Family history blog|dk_society=Family History Society|dk_dnashop=DNA ancestry shop|dk_forum=Genealogy forum
dk_photos=Photo archive|dk_scans=Digitised registers|dk_soon=County Archives|dk_cemetery=Cemetery services
c_shop=Shopping|c_news=News|c_travel=Travel|c_sport=Sport|c_recipes=Recipes|c_music=Music|c_cars=Cars
c_property=Property|c_games=Games|c_weather=Weather
surnames=Murphy|Kelly|O'Sullivan|Walsh|Smith|O'Brien|Byrne|Ryan|O'Connor|MacDonald
given=Patrick|Mary|John|Bridget|Michael|Margaret|James|Catherine
places=Cork|Limerick|Galway|Kilkenny|Sligo|Inverness|Perth|Dundee
counties=Cork|Kerry|Mayo|Donegal|Argyll|Fife
orgs={c} Genealogical Society|{c} County Archives|{p} City Library Local Studies|{c} Family History Centre|{p} Heritage Centre
acr=CLIRS|IGP|FreeCEN|SCAN|BMD-Index
hostw=genealogy|familyhistory|ancestors|archives|heritage|roots|parish|records
fill=Find the latest news, great deals and handy tips for every day here.
abc=ABCDEFGHIJKLMNOPQRSTUVWXYZ|country=Ireland and Scotland|tld=ie|org.uk|scot|charsets=utf-8|iso-8859-1
"""

#: ASCII field names for the Cyrillic language (the others slugify their labels).
_UK_NAMES = {
    "f_surname": "prizvyshche", "f_given": "imia", "f_yfrom": "rik_vid", "f_yto": "rik_do", "f_year": "rik",
    "f_place": "nas_punkt", "f_parish": "parafiia", "f_county": "povit", "f_type": "typ_dok",
    "f_father": "imia_batka", "f_mother": "imia_materi", "f_spouse": "podruzhzhia", "f_age": "vik", "f_name": "pib",
    "f_sex": "stat",
}  # fmt: skip

_LISTS = {"surnames", "given", "places", "counties", "orgs", "acr", "hostw", "tld", "charsets"}


@dataclass
class Lang:
    """One language: its words (``L[key]``) and lists (``L.lists[key]``)."""

    code: str
    words: dict[str, str]
    lists: dict[str, list[str]] = field(default_factory=dict)

    def __getitem__(self, key: str) -> str:
        return self.words[key]

    @property
    def latin(self) -> bool:
        return self.code != "uk"

    @property
    def charsets(self) -> list[str]:
        return self.lists["charsets"]

    def field_name(self, key: str) -> str:
        """An ASCII form-field name from the field's label in this language (``jahr_von``, ``efternamn``)."""
        if not self.latin:
            return _UK_NAMES[key]
        return slugify(self.words[key]).replace("-", "_")[:20].strip("_")


def _parse(code: str, text: str) -> Lang:
    words: dict[str, str] = {}
    lists: dict[str, list[str]] = {}
    for line in text.strip().splitlines():
        key = ""
        for part in line.split("|"):
            if "=" in part and part.split("=", 1)[0].replace("_", "").isalnum() and part[0].isascii():
                key, value = part.split("=", 1)
                if key in _LISTS:
                    lists[key] = [value] if value else []
                else:
                    words[key] = value
            elif key in _LISTS:
                lists[key].append(part)
            else:
                words[key] += "|" + part
    return Lang(code, words, lists)


LANGS: dict[str, Lang] = {
    code: _parse(code, text)
    for code, text in (
        ("de", _DE), ("nl", _NL), ("sv", _SV), ("nb", _NB), ("da", _DA), ("is", _IS), ("et", _ET), ("cs", _CS),
        ("hu", _HU), ("sl", _SL), ("uk", _UK), ("en", _EN),
    )
}  # fmt: skip
CODES = list(LANGS)

_FOLD = str.maketrans({"ß": "ss", "æ": "ae", "ø": "o", "ð": "d", "þ": "th", "Æ": "Ae", "Ø": "O", "'": ""})


def slugify(text: str) -> str:
    """ASCII lowercase words joined by ``-`` (accents dropped, ``æ`` → ``ae``, ``ß`` → ``ss``…)."""
    text = unicodedata.normalize("NFKD", text.translate(_FOLD)).encode("ascii", "ignore").decode().lower()
    out = "".join(c if c.isalnum() else "-" for c in text)
    return "-".join(p for p in out.split("-") if p)
